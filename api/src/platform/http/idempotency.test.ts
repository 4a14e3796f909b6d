import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { contactMessages, leads, outbox } from '../db/schema.ts';

const test = testApiForFile({ NOTIFY_EMAIL: 'team@example.de' });

const quoteRequest = (email: string) => ({
  projektart: 'neubau',
  produkt_fenster: true,
  dimensions: [],
  vorname: 'Ida',
  nachname: 'Wiederholt',
  email,
  datenschutz: true,
  website: '',
});

const submit = (body: unknown, key?: string) =>
  test.request('/api/funnel/submit', { method: 'POST', json: body, headers: key ? { 'Idempotency-Key': key } : {} });

const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() });
const leadsFor = (email: string) => test.db.select().from(leads).where(eq(leads.email, email));
const mailsAbout = (reference: string) =>
  test.db
    .select()
    .from(outbox)
    .where(like(outbox.textBody, `%${reference}%`));

describe('Idempotency-Key on POST /api/funnel/submit', () => {
  it('answers a repeated submission with the first answer and stores one lead with its two mails', async () => {
    const key = randomUUID();
    const first = await answerOf(await submit(quoteRequest('ida.1@example.de'), key));
    const repeat = await submit(quoteRequest('ida.1@example.de'), key);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await answerOf(repeat)).toEqual(first);
    expect(first.status).toBe(201);

    const stored = await leadsFor('ida.1@example.de');
    expect(stored).toHaveLength(1);
    expect(await mailsAbout(stored[0]!.reference)).toHaveLength(2);
  });

  it('stores one lead when the repeat arrives while the first is still being committed', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(async () => answerOf(await submit(quoteRequest('ida.2@example.de'), key))));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await leadsFor('ida.2@example.de')).toHaveLength(1);
  });

  it('stores a lead per key, and a lead per submission without a key', async () => {
    await submit(quoteRequest('ida.3@example.de'), randomUUID());
    await submit(quoteRequest('ida.3@example.de'), randomUUID());
    await submit(quoteRequest('ida.4@example.de'));
    await submit(quoteRequest('ida.4@example.de'));
    expect(await leadsFor('ida.3@example.de')).toHaveLength(2);
    expect(await leadsFor('ida.4@example.de')).toHaveLength(2);
  });

  it('does not remember a refused submission: the corrected retry under the same key is stored', async () => {
    const key = randomUUID();
    expect((await submit({ ...quoteRequest('ida.5@example.de'), datenschutz: false }, key)).status).toBe(400);
    expect((await submit(quoteRequest('ida.5@example.de'), key)).status).toBe(201);
    expect(await leadsFor('ida.5@example.de')).toHaveLength(1);
  });

  it('answers 400 with a German message for a malformed key', async () => {
    const response = await submit(quoteRequest('ida.6@example.de'), 'kurz');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^Der Idempotency-Key muss/);
    expect(await leadsFor('ida.6@example.de')).toHaveLength(0);
  });
});

describe('Idempotency-Key on POST /api/contact', () => {
  const message = {
    salutation: 'frau',
    name: 'Ida Kontakt',
    email: 'ida.kontakt@example.de',
    subject: 'fenster',
    message: 'Hallo',
    privacy: true,
  };
  const send = (key: string) => test.request('/api/contact', { method: 'POST', json: message, headers: { 'Idempotency-Key': key } });

  it('stores one message for two submissions under one key, two under two keys', async () => {
    const key = randomUUID();
    const first = await answerOf(await send(key));
    expect(await answerOf(await send(key))).toEqual(first);
    expect(await test.db.select().from(contactMessages).where(eq(contactMessages.email, message.email))).toHaveLength(1);
    await send(randomUUID());
    expect(await test.db.select().from(contactMessages).where(eq(contactMessages.email, message.email))).toHaveLength(2);
  });

  it('keeps the keys of the funnel and the contact form apart', async () => {
    const key = randomUUID();
    await submit(quoteRequest('ida.7@example.de'), key);
    expect((await answerOf(await send(key))).body.message).not.toBe('Ihre Anfrage wurde erfolgreich übermittelt.');
  });
});
