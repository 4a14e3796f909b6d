import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile, testSmtpServerForFile } from '../../../testing/fixtures.ts';
import { leads } from '../../platform/db/schema.ts';
import { mailHeader, mailText } from '../../../testing/smtp-server.ts';
import { deliverOutbox, startTestMailSender } from '../../../testing/test-mail-sender.ts';
import { CONFIRMATIONS_PER_RECIPIENT_AND_DAY } from '../../platform/mail/confirmation-cap.ts';

const test = testApiForFile({ NOTIFY_EMAIL: 'team@example.de' });
const smtp = testSmtpServerForFile();

const submit = (json: Record<string, unknown>, clientAddress?: string) =>
  test.request('/api/funnel/submit', {
    method: 'POST',
    json: { projektart: 'neubau', produkt_dachfenster: true, datenschutz: true, ...json },
    headers: clientAddress ? { 'X-Forwarded-For': clientAddress } : {},
  });

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe("a lead's mails over SMTP", () => {
  it('reach the customer and the operator after the lead is stored, also when an attempt fails', async () => {
    const response = await submit({ vorname: 'Ole', nachname: 'Süd', email: 'ole@example.de' });
    expect(response.status).toBe(201);

    const outboxSender = startTestMailSender(test.db, smtp.url);
    smtp.rejectNext();
    await outboxSender.drain();
    expect(smtp.received).toHaveLength(1);

    // The refused mail waits for its retry; once due, it goes out.
    await test.db.$client.execute("update outbox set next_attempt_at = 0 where status = 'pending'");
    await outboxSender.drain();
    await outboxSender.stop();
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['ole@example.de', 'team@example.de']);
    const [lead] = await test.db.select().from(leads).where(eq(leads.email, 'ole@example.de'));
    const confirmation = mailText(mailsTo('ole@example.de')[0]!);
    expect(confirmation).toMatch(/^Guten Tag,$/m);
    expect(confirmation).toContain(lead!.reference);
    expect(confirmation).toContain('Dachfenster');
    expect(mailText(mailsTo('team@example.de')[0]!)).toContain('Ole Süd');
  });

  it('lets the office answer the notification straight to the customer and open the lead from it', async () => {
    expect((await submit({ vorname: 'Lia', nachname: 'Nord', email: 'lia.nord@example.de' })).status).toBe(201);
    await deliverOutbox(test.db, smtp.url);
    const [lead] = await test.db.select().from(leads).where(eq(leads.email, 'lia.nord@example.de'));
    const notification = smtp.received.find((mail) => mail.to.includes('team@example.de') && mailText(mail).includes(lead!.reference));
    expect(mailHeader(notification!, 'Subject')).toBe(`Neue Angebotsanfrage ${lead!.reference}: Lia Nord`);
    expect(mailHeader(notification!, 'Reply-To')).toBe('lia.nord@example.de');
    expect(mailText(notification!)).toContain(`Anfrage öffnen: ${test.config.PUBLIC_SITE_URL}/admin/leads/${lead!.reference}`);
    // The customer's confirmation is answered to the sender as usual.
    expect(mailHeader(mailsTo('lia.nord@example.de')[0]!, 'Reply-To')).toBeUndefined();
  });

  it("never carries the requester's own words to the address they typed; the operator gets them all", async () => {
    const words = {
      vorname: 'Ihr Konto wird gesperrt',
      nachname: 'Bestätigen Sie unter https://phish.example/login',
      plz: 'Zahlen Sie 49 € an DE00 1234',
      telefon: 'Rückruf 0900 666 666',
      nachricht: `Sehr geehrte Kundin, Ihre Zahlung ist fehlgeschlagen. ${'Bitte melden Sie sich sofort an. '.repeat(140)}`,
    };
    expect((await submit({ ...words, email: 'fremde@example.de' })).status).toBe(201);
    await deliverOutbox(test.db, smtp.url);

    const [confirmation] = mailsTo('fremde@example.de');
    expect(confirmation).toBeDefined();
    const customerText = mailText(confirmation!);
    for (const text of Object.values(words)) expect(customerText).not.toContain(text.trim().slice(0, 20));
    expect(customerText).not.toMatch(/phish|gesperrt|Zahlung|0900/);

    const [notification] = smtp.received.filter(
      (mail) => mail.to.includes('team@example.de') && mailText(mail).includes('fremde@example.de'),
    );
    const operatorText = mailText(notification!);
    expect(operatorText).toContain('Ihr Konto wird gesperrt Bestätigen Sie unter https://phish.example/login');
    expect(operatorText).toContain('Ihre Zahlung ist fehlgeschlagen.');
  });

  it('sends one address a few confirmations a day, however many client addresses ask; every lead is still stored and notified', async () => {
    const notificationsBefore = mailsTo('team@example.de').length;
    // At the same time, so they share commits (db/write-queue.ts) and are still counted one by one.
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((client) => submit({ vorname: 'Ben', nachname: 'West', email: 'opfer@example.de' }, `198.51.100.${client}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    await deliverOutbox(test.db, smtp.url);

    expect(await test.db.select().from(leads).where(eq(leads.email, 'opfer@example.de'))).toHaveLength(5);
    expect(mailsTo('opfer@example.de')).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_AND_DAY);
    expect(mailsTo('team@example.de').length - notificationsBefore).toBe(5);
    // Spelt differently, the address is still the same recipient.
    expect((await submit({ vorname: 'Ben', nachname: 'West', email: 'OPFER@example.de' }, '198.51.100.9')).status).toBe(201);
    await deliverOutbox(test.db, smtp.url);
    expect(smtp.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === 'opfer@example.de'))).toHaveLength(
      CONFIRMATIONS_PER_RECIPIENT_AND_DAY,
    );
  });
});
