import { describe, expect, it } from 'vitest';
import { adminTestApiForFile, testSmtpServerForFile } from '../../../testing/fixtures.ts';
import { mailHeader, type ReceivedMail } from '../../../testing/smtp-server.ts';
import { deliverOutbox } from '../../../testing/test-mail-sender.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { berlinDay } from '../../shared/dates.ts';

// NOTIFY_EMAIL is left at its start-up default: the address of Einstellungen → Firma must win over it.
const test = adminTestApiForFile();
const smtp = testSmtpServerForFile();
const OFFICE = 'termine@fensterwerk-nord.test';
const STARTUP_DEFAULT = 'info@example.de';

/** The office names its address for notifications in Einstellungen → Firma, as an owner does. */
async function nameOfficeAddress() {
  const { body } = await test.call('GET', '/api/admin/settings/company');
  const saved = await test.call('PUT', '/api/admin/settings/company', { ...body.company, notificationEmail: OFFICE });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** The mails as delivered: sent through the real outbox sender to the SMTP server on loopback. */
async function delivered(subject: RegExp): Promise<ReceivedMail[]> {
  await deliverOutbox(test.db, smtp.url);
  return smtp.received.filter((mail) => subject.test(mailHeader(mail, 'Subject') ?? ''));
}

describe('the appointment mails and the office address of the settings (issue 47)', () => {
  it('a Montage: the office copy goes to the address of Einstellungen → Firma, the customer’s mail replies to it', async () => {
    await nameOfficeAddress();
    const { quoteId, user, token } = await sentQuote(test);
    const accepted = await asCustomer(test, token, 'POST', `/api/customer/quotes/${quoteId}/accept`, { termsAccepted: true });
    expect(accepted.status).toBe(201);
    const date = berlinDay(new Date(Date.now() + 40 * 86_400_000));
    const created = await test.call('POST', `/api/admin/orders/${accepted.body.order.id}/appointments`, {
      date,
      from: '08:00',
      to: '12:00',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const mails = await delivered(/Montage/);
    const officeCopy = mails.find((mail) => /^Termin eingetragen/.test(mailHeader(mail, 'Subject')!));
    const customerMail = mails.find((mail) => mail.to.includes(user.email));
    expect(officeCopy?.to).toEqual([OFFICE]);
    expect(customerMail).toBeDefined();
    expect(mailHeader(customerMail!, 'Reply-To')).toBe(OFFICE);
    expect(smtp.received.flatMap((mail) => [...mail.to, mailHeader(mail, 'Reply-To')])).not.toContain(STARTUP_DEFAULT);
  });

  it('an Aufmaß: the offer’s reply and the booking through the link answer to the same address', async () => {
    await nameOfficeAddress();
    const [lead] = await insertLeads(test.db, [leadValues({ email: 'aufmass-kunde@example.de' })]);
    const day = (days: number) => new Date(Date.now() + days * 86_400_000);
    const slot = {
      startsAt: new Date(day(50).setUTCHours(8, 0, 0, 0)).toISOString(),
      endsAt: new Date(day(50).setUTCHours(9, 0, 0, 0)).toISOString(),
    };
    const offered = await test.call('POST', `/api/admin/leads/${lead!.id}/appointment-offers`, {
      subject: 'Aufmaß-Termin',
      text: 'Guten Tag,\n\nwir schlagen Ihnen folgenden Termin vor.',
      slots: [slot],
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const [reply] = await delivered(/^Aufmaß-Termin$/);
    expect(mailHeader(reply!, 'Reply-To')).toBe(OFFICE);
    const linkToken = /\/termin\/([A-Za-z0-9_-]{43})/.exec(reply!.data.replace(/=\r?\n/g, ''))![1];
    const booked = await test.request(`/api/appointments/offers/${linkToken}`, { method: 'POST', json: { slot: 0 } });
    expect(booked.status).toBe(201);

    const mails = await delivered(/Aufmaß/);
    const officeCopy = mails.find((mail) => /^Termin gebucht/.test(mailHeader(mail, 'Subject')!));
    const confirmation = mails.find((mail) => mail.to.includes(lead!.email) && /^Ihr Termin/.test(mailHeader(mail, 'Subject')!));
    expect(officeCopy?.to).toEqual([OFFICE]);
    expect(mailHeader(confirmation!, 'Reply-To')).toBe(OFFICE);
  });
});
