import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { contactMessages, outbox } from '../../platform/db/schema.ts';

const test = testApiForFile({ NOTIFY_EMAIL: 'team@example.de' });

const message = (overrides: Record<string, unknown> = {}) => ({
  salutation: 'herr',
  name: 'Jan Ost',
  email: 'jan.ost@example.de',
  phone: '0401111',
  subject: 'dachfenster',
  message: 'Wir brauchen zwei neue Dachfenster.',
  privacy: true,
  ...overrides,
});

const send = (body: unknown, headers: Record<string, string> = {}) => test.request('/api/contact', { method: 'POST', json: body, headers });

describe('POST /api/contact', () => {
  it("stores the message and queues the operator's mail", async () => {
    const response = await send(message());
    expect(response.status).toBe(201);
    expect((await response.json()).success).toBe(true);
    const [stored] = await test.db.select().from(contactMessages).where(eq(contactMessages.email, 'jan.ost@example.de'));
    expect(stored).toMatchObject({ salutation: 'herr', name: 'Jan Ost', subject: 'dachfenster', privacyConsentVersion: '2026-11-01' });
    expect(stored!.reference).toMatch(/^K-[A-Z2-9]{6}$/);
    const [mail] = await test.db.select().from(outbox).where(eq(outbox.topic, 'contact-notification'));
    // Answering the operator's copy answers the sender.
    expect(mail).toMatchObject({ recipient: 'team@example.de', replyTo: 'jan.ost@example.de', status: 'pending' });
    expect(mail!.subject).toBe(`Kontaktanfrage ${stored!.reference} – Dachfenster: Jan Ost`);
    expect(mail!.textBody).toContain('Wir brauchen zwei neue Dachfenster.');
  });

  it('keeps only the fields of the chosen Anrede', async () => {
    await send(message({ salutation: 'firma', companyName: 'Bau GmbH', contactPerson: 'Frau West', email: 'bau@example.de' }));
    const [stored] = await test.db.select().from(contactMessages).where(eq(contactMessages.email, 'bau@example.de'));
    expect(stored).toMatchObject({ companyName: 'Bau GmbH', contactPerson: 'Frau West', name: '' });
  });

  it('answers 400 with German messages per field', async () => {
    const response = await send(message({ salutation: 'firma', email: 'x', privacy: false, subject: '' }));
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual({
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein'],
      subject: ['Bitte wählen Sie einen Betreff'],
      privacy: ['Bitte akzeptieren Sie die Datenschutzerklärung, um fortzufahren.'],
    });
  });

  it('answers 415, 413 and 429 like every write endpoint', async () => {
    expect((await test.request('/api/contact', { method: 'POST', body: 'text', headers: { 'Content-Type': 'text/plain' } })).status).toBe(
      415,
    );
    expect((await send(message({ message: 'x'.repeat(110 * 1024) }))).status).toBe(413);
    const from = { 'X-Forwarded-For': '198.51.100.4' };
    for (let index = 0; index < 5; index += 1) expect((await send(message(), from)).status).toBe(201);
    expect((await send(message(), from)).status).toBe(429);
  });

  it('sends the address a message gives nothing, however often; the operator gets every message in full', async () => {
    const words = 'Ihr Konto wird gesperrt. Bestätigen Sie unter https://phish.example/login';
    for (let client = 1; client <= 5; client += 1) {
      const response = await send(message({ name: 'Kundendienst', email: 'fremd@example.de', message: words }), {
        'X-Forwarded-For': `203.0.113.${client}`,
      });
      expect(response.status).toBe(201);
    }
    expect(await test.db.select().from(outbox).where(eq(outbox.recipient, 'fremd@example.de'))).toEqual([]);
    const notifications = (await test.db.select().from(outbox).where(eq(outbox.topic, 'contact-notification'))).filter((mail) =>
      mail.textBody.includes('fremd@example.de'),
    );
    expect(notifications).toHaveLength(5);
    expect(notifications.every((mail) => mail.textBody.includes(words))).toBe(true);
  });
});
