import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile, testSmtpServerForFile } from '../../../testing/fixtures.ts';
import { leadHistory, leads, outbox } from '../../platform/db/schema.ts';
import { personalSignature } from '../settings/signature.ts';
import { mailHeader, mailText } from '../../../testing/smtp-server.ts';
import { deliverOutbox } from '../../../testing/test-mail-sender.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';

const test = adminTestApiForFile({ NOTIFY_EMAIL: 'buero@example.de' });
const smtp = testSmtpServerForFile();

async function oneLead(overrides: Parameters<typeof leadValues>[0] = {}) {
  return (await insertLeads(test.db, [leadValues(overrides)]))[0]!;
}

const reply = (id: number | string, json: unknown) => test.call('POST', `/api/admin/leads/${id}/reply`, json);
const firstAnsweredAt = async (id: number) => (await test.db.select().from(leads).where(eq(leads.id, id)))[0]!.firstAnsweredAt;

describe('POST /api/admin/leads/{id}/reply', () => {
  it('mails the answer with the signature to the lead, Reply-To the office; records it and the first answer', async () => {
    const lead = await oneLead({ email: 'jana.antwort@example.de' });
    const wakesBefore = test.wakeCalls();
    const text = 'Guten Tag Frau Muster,\n\nwir kommen am Dienstag um 10 Uhr zum Aufmaß.';
    const answer = await reply(lead.id, { subject: '  Aufmaß-Termin zu Ihrer Anfrage  ', text });

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      at: expect.any(String),
      by: test.adminName,
      // The test admin is "Erika Muster" (testing/test-users.ts): the answer names the person.
      byName: 'Erika Muster',
      kind: 'reply',
      text: `Aufmaß-Termin zu Ihrer Anfrage\n\n${text}`,
    });
    expect(test.wakeCalls()).toBe(wakesBefore + 1);
    const [row] = await test.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(row).toMatchObject({ by: test.adminName, kind: 'reply', text: answer.body.text });
    expect(row!.at.toISOString()).toBe(answer.body.at);
    expect((await firstAnsweredAt(lead.id))?.toISOString()).toBe(answer.body.at);

    // The lead's details list the reply.
    const detail = await test.call('GET', `/api/admin/leads/${lead.id}`);
    expect(detail.body.history.at(-1)).toEqual(answer.body);

    await deliverOutbox(test.db, smtp.url);
    const mail = await smtp.waitForRecipient('jana.antwort@example.de');
    expect(mailHeader(mail, 'Subject')).toBe('Aufmaß-Termin zu Ihrer Anfrage');
    expect(mailHeader(mail, 'Reply-To')).toBe('buero@example.de');
    const body = mailText(mail);
    expect(body).toContain('wir kommen am Dienstag um 10 Uhr zum Aufmaß.');
    expect(body.replace(/\r\n/g, '\n').trimEnd()).toBe(`${text}\n\n${personalSignature('Erika Muster')}`);
  });

  it('keeps the first answer where a second reply finds it', async () => {
    const lead = await oneLead({ email: 'zweimal@example.de' });
    const first = await reply(lead.id, { subject: 'Erste Antwort', text: 'Eins' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await reply(lead.id, { subject: 'Zweite Antwort', text: 'Zwei' });
    expect(second.status).toBe(201);
    expect(second.body.at).not.toBe(first.body.at);
    expect((await firstAnsweredAt(lead.id))?.toISOString()).toBe(first.body.at);
    const rows = await test.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(rows.map((entry) => entry.text)).toEqual(['Erste Antwort\n\nEins', 'Zweite Antwort\n\nZwei']);
  });

  it('answers 404 in German for an unknown lead and sends nothing', async () => {
    const mailsBefore = (await test.db.select().from(outbox).where(eq(outbox.topic, 'lead-reply'))).length;
    const unknown = await reply(999_999, { subject: 'Hallo', text: 'Text' });
    expect(unknown).toEqual({ status: 404, body: { error: 'Diesen Lead gibt es nicht (mehr).' } });
    expect(await test.db.select().from(outbox).where(eq(outbox.topic, 'lead-reply'))).toHaveLength(mailsBefore);
    const malformed = await reply('abc', { subject: 'Hallo', text: 'Text' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues).toEqual({ id: ['Die Nummer muss eine ganze Zahl ab 1 sein.'] });
  });

  it('refuses a missing, blank, multi-line or too long subject and a missing or too long text, with German messages', async () => {
    const lead = await oneLead({ email: 'pruefung@example.de' });
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { subject: ['Bitte geben Sie einen Betreff ein.'], text: ['Bitte geben Sie einen Text ein.'] }],
      [
        { subject: '   ', text: ' \n ' },
        { subject: ['Bitte geben Sie einen Betreff ein.'], text: ['Bitte geben Sie einen Text ein.'] },
      ],
      [
        { subject: 'Zeile\nBcc: alle@example.de', text: 'x' },
        { subject: ['Bitte geben Sie hier keine Zeilenumbrüche oder Tabulatoren ein.'] },
      ],
      [{ subject: 'x'.repeat(201), text: 'x' }, { subject: ['Der Betreff darf höchstens 200 Zeichen lang sein.'] }],
      [{ subject: 'Betreff', text: 'x'.repeat(10_001) }, { text: ['Der Text darf höchstens 10000 Zeichen lang sein.'] }],
    ];
    for (const [json, issues] of cases) {
      const answer = await reply(lead.id, json);
      expect(answer.status, JSON.stringify(json).slice(0, 60)).toBe(400);
      expect(answer.body).toEqual({ error: 'Bitte prüfen Sie Ihre Eingaben.', issues });
    }
    expect((await reply(lead.id, { subject: 'x'.repeat(200), text: 'x'.repeat(10_000) })).status).toBe(201);
    expect(await test.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id))).toHaveLength(1);
  });
});
