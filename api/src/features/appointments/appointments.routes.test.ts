import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile, testSmtpServerForFile } from '../../../testing/fixtures.ts';
import { appointmentOffers, appointments, leadHistory, leads, orders, outbox, users } from '../../platform/db/schema.ts';
import { startMailSender } from '../../platform/mail/sender.ts';
import { createMailTransport } from '../../platform/mail/transport.ts';
import { emailConfirmedStatement } from '../accounts/email-confirmed.ts';
import { appointmentMessages } from './contract/appointment-messages.ts';
import { mailHeader } from '../../../testing/smtp-server.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { berlinInstant } from '../../shared/dates.ts';

const test = adminTestApiForFile({ NOTIFY_EMAIL: 'buero@example.de' });
const smtp = testSmtpServerForFile();

const DAY_MS = 86_400_000;
/** A Berlin day some days ahead. */
const dayAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const slot = (days: number, from: string, to: string) => ({
  startsAt: berlinInstant(dayAhead(days), from).toISOString(),
  endsAt: berlinInstant(dayAhead(days), to).toISOString(),
});
/** Three slots on days no other call of this file uses: a booked slot is taken for every later offer. */
let nextDay = 3;
function threeSlots() {
  const day = nextDay;
  nextDay += 3;
  return [slot(day, '09:00', '10:00'), slot(day + 1, '14:00', '15:30'), slot(day + 2, '08:00', '09:00')];
}

const mailsTo = async (recipient: string) => test.db.select().from(outbox).where(eq(outbox.recipient, recipient));

async function oneLead(overrides: Parameters<typeof leadValues>[0] = {}) {
  return (await insertLeads(test.db, [leadValues(overrides)]))[0]!;
}

/** Offers slots to a new lead; answers the lead and the token read from the mail, as the customer gets it. */
const offerTo = (leadId: number, slots: unknown) =>
  test.call('POST', `/api/admin/leads/${leadId}/appointment-offers`, {
    subject: 'Aufmaß-Termin',
    text: 'Guten Tag Frau Muster,\n\nwir schlagen Ihnen folgende Termine vor.',
    slots,
  });

/** The link of the lead's latest offer, read from the reply mail as the customer gets it. */
async function latestLink(lead: { email: string }) {
  const replies = (await mailsTo(lead.email)).filter((row) => row.topic === 'lead-reply');
  const mail = replies.at(-1)!;
  return { mail, token: /\/termin\/([A-Za-z0-9_-]{43})/.exec(mail.textBody)?.[1] };
}

async function offered(slots = threeSlots(), leadOverrides: Parameters<typeof leadValues>[0] = {}) {
  const lead = await oneLead({ email: `kunde-${Math.random().toString(36).slice(2, 8)}@example.de`, ...leadOverrides });
  const answer = await offerTo(lead.id, slots);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const { mail, token } = await latestLink(lead);
  expect(token, 'the reply carries the link').toBeDefined();
  return { lead, token: token!, mail: mail!, answer };
}

const link = (token: string, json?: unknown) =>
  test.request(`/api/appointments/offers/${token}`, json === undefined ? {} : { method: 'POST', json });

/** The calendar file of a queued mail, parsed as a calendar app would. */
function calendarOf(mail: typeof outbox.$inferSelect) {
  const attachment = mail.attachments?.find((candidate) => candidate.filename.endsWith('.ics'));
  expect(attachment, `${mail.topic} to ${mail.recipient} has an .ics`).toBeDefined();
  const text = Buffer.from(attachment!.contentBase64, 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    text,
    method: calendar.getFirstPropertyValue('method'),
    vevent,
    event: new ICAL.Event(vevent),
    contentType: attachment!.contentType,
  };
}

describe('POST /api/admin/leads/{id}/appointment-offers', () => {
  it('sends the reply with the slots and the link, records it as an answer, and stores only the hash until the last slot', async () => {
    const slots = threeSlots();
    const { lead, token, mail, answer } = await offered(slots);
    expect(answer.body.entry).toMatchObject({ kind: 'reply', by: test.adminName });
    expect(mail.textBody).toContain('wir schlagen Ihnen folgende Termine vor.');
    expect(mail.textBody).toContain(new URL(`/termin/${token}`, test.config.PUBLIC_SITE_URL).href);
    expect(mail.textBody).toMatch(/– \w+, \d+\. \w+ \d{4}, 09:00–10:00 Uhr/);
    expect(mail.replyTo).toBe('buero@example.de');
    const [offer] = await test.db.select().from(appointmentOffers).where(eq(appointmentOffers.leadId, lead.id));
    expect(JSON.stringify(offer)).not.toContain(token);
    expect(offer!.expiresAt.toISOString()).toBe(slots[2]!.startsAt);
    const [stored] = await test.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored!.firstAnsweredAt).not.toBeNull();
    const history = await test.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(history.map((row) => row.kind)).toEqual(['reply']);
  });

  it('refuses four slots, a slot in the past and one longer than 8 hours with German messages, and sends nothing', async () => {
    const lead = await oneLead({ email: 'abgelehnt@example.de' });
    const send = (slots: unknown) =>
      test.call('POST', `/api/admin/leads/${lead.id}/appointment-offers`, { subject: 'Aufmaß', text: 'Termine', slots });
    const four = await send([...threeSlots(), slot(6, '09:00', '10:00')]);
    expect(four.status).toBe(400);
    expect(four.body.issues.slots).toEqual([appointmentMessages.tooManySlots]);
    const past = await send([
      { startsAt: new Date(Date.now() - DAY_MS).toISOString(), endsAt: new Date(Date.now() - DAY_MS + 3_600_000).toISOString() },
    ]);
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body.issues)).toContain(appointmentMessages.slotInPast);
    const long = await send([slot(3, '07:00', '16:00')]);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body.issues)).toContain(appointmentMessages.slotTooLong);
    expect(await mailsTo('abgelehnt@example.de')).toEqual([]);
  });
});

describe('/api/appointments/offers/{token}', () => {
  it('shows the slots; a pick books once, mails customer and office an .ics, and a second pick is a 409 with the booked one', async () => {
    const slots = threeSlots();
    const { lead, token } = await offered(slots, { plz: '20095' });
    const shown = await link(token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Cache-Control')).toContain('no-store');
    expect(await shown.json()).toMatchObject({ slots, booked: null, company: { name: 'Fensterwerk Nord' }, customerName: 'Erika Muster' });

    const picked = await link(token, { slot: 1 });
    expect(picked.status).toBe(201);
    expect(await picked.json()).toMatchObject({ booked: { slot: 1, startsAt: slots[1]!.startsAt, endsAt: slots[1]!.endsAt } });
    const again = await link(token, { slot: 0 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: appointmentMessages.alreadyBooked, booked: { slot: 1 } });

    const booked = await test.db.select().from(appointments).where(eq(appointments.leadId, lead.id));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ kind: 'aufmass', status: 'booked', location: 'Bei Ihnen vor Ort (PLZ 20095)', sequence: 0 });
    expect((await (await link(token)).json()).booked).toMatchObject({ slot: 1 });

    const history = await test.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(history.at(-1)).toMatchObject({ kind: 'note', by: 'Erika Muster' });
    expect(history.at(-1)!.text).toContain('Aufmaß-Termin über den Terminlink gebucht');

    const customerMail = (await mailsTo(lead.email)).find((mail) => mail.topic === 'appointment-booked')!;
    const officeMail = (await mailsTo('buero@example.de')).find(
      (mail) => mail.topic === 'appointment-booked-office' && mail.textBody.includes(lead.reference),
    )!;
    // Booked by the customer through the link: there "gebucht" is right.
    expect(officeMail.textBody).toMatch(/^Termin gebucht vom Kunden über den Terminlink\./);
    for (const mail of [customerMail, officeMail]) {
      const calendar = calendarOf(mail);
      expect(calendar.method).toBe('REQUEST');
      expect(calendar.contentType).toContain('text/calendar');
      expect(calendar.event.uid).toBe(booked[0]!.uid);
      expect(calendar.event.summary).toBe('Aufmaß – Fensterwerk Nord');
      expect(calendar.event.startDate.toJSDate().toISOString()).toBe(slots[1]!.startsAt);
    }
  });

  it('mails the office copy to the lead’s assignee when there is one', async () => {
    const { user: dana } = await createTestUser(test.db, { role: 'vertrieb' });
    const { lead, token } = await offered(threeSlots());
    await test.db.update(leads).set({ assignedTo: dana.id }).where(eq(leads.id, lead.id));
    expect((await link(token, { slot: 0 })).status).toBe(201);
    expect((await mailsTo(dana.email)).map((mail) => mail.topic)).toEqual(['appointment-booked-office']);
  });

  it('answers 404 to an unknown or malformed token and 410 to an expired offer', async () => {
    expect((await link('A'.repeat(43))).status).toBe(404);
    expect((await link('kurz')).status).toBe(404);
    expect((await link('A'.repeat(43), { slot: 0 })).status).toBe(404);
    const { lead, token } = await offered();
    await test.db
      .update(appointmentOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointmentOffers.leadId, lead.id));
    const expired = await link(token);
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toBe(appointmentMessages.offerExpired);
    expect((await link(token, { slot: 0 })).status).toBe(410);
    expect(await test.db.select().from(appointments).where(eq(appointments.leadId, lead.id))).toEqual([]);
  });
});

describe('one slot, one customer', () => {
  it('a slot booked through one link is a 409 with the slots left through another, and the office cannot offer it again', async () => {
    const slots = threeSlots();
    const first = await offered(slots);
    const second = await offered(slots);
    expect((await link(first.token, { slot: 0 })).status).toBe(201);

    const taken = await link(second.token, { slot: 0 });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: appointmentMessages.slotTaken, freeSlots: [1, 2] });
    expect(await (await link(second.token)).json()).toMatchObject({ booked: null, freeSlots: [1, 2] });
    expect(await test.db.select().from(appointments).where(eq(appointments.leadId, second.lead.id))).toEqual([]);
    expect((await link(second.token, { slot: 2 })).status).toBe(201);

    // Offering the taken time again, even half an hour later, is refused with the clash named; nothing is sent.
    const third = await oneLead({ email: 'dritter@example.de' });
    const halfHourLater = { startsAt: new Date(Date.parse(slots[0]!.startsAt) + 1_800_000).toISOString(), endsAt: slots[0]!.endsAt };
    const clash = await offerTo(third.id, [threeSlots()[0], halfHourLater]);
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatch(/^Termin 2 \(.+\) überschneidet sich mit dem Aufmaß-Termin bei Erika Muster \(.+09:00–10:00 Uhr\)/);
    expect(await mailsTo('dritter@example.de')).toEqual([]);

    // A cancelled appointment frees its time.
    const [booked] = await test.db.select().from(appointments).where(eq(appointments.leadId, first.lead.id));
    expect((await test.call('POST', `/api/admin/appointments/${booked!.id}/cancel`)).status).toBe(200);
    expect((await offerTo(third.id, [halfHourLater])).status).toBe(201);
  });

  it('a lead that booked gets no second offer, and its other link books nothing', async () => {
    const { lead, token } = await offered();
    const other = await offerTo(lead.id, threeSlots());
    expect(other.status).toBe(201);
    const { token: otherToken } = await latestLink(lead);
    expect(otherToken).not.toBe(token);
    expect((await link(token, { slot: 1 })).status).toBe(201);

    const second = await link(otherToken!, { slot: 0 });
    expect(second.status).toBe(409);
    expect((await second.json()).error).toBe(appointmentMessages.alreadyBooked);
    expect(await test.db.select().from(appointments).where(eq(appointments.leadId, lead.id))).toHaveLength(1);
    expect((await (await link(otherToken!)).json()).booked).toMatchObject({ slot: -1 });

    const again = await offerTo(lead.id, threeSlots());
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/^Für diese Anfrage ist bereits ein Aufmaß-Termin gebucht \(.+14:00–15:30 Uhr\)/);
  });

  it('twenty customers picking one slot at once through twenty links: one booking, nineteen 409', async () => {
    const slots = threeSlots();
    const tokens = [];
    for (let index = 0; index < 20; index += 1) tokens.push((await offered(slots)).token);
    const answers = await Promise.all(tokens.map((token) => link(token, { slot: 1 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const start = new Date(slots[1]!.startsAt);
    expect(await test.db.select().from(appointments).where(eq(appointments.startsAt, start))).toHaveLength(1);
  });
});

describe('Montage appointments on an order', () => {
  it('books in Berlin wall time, a change bumps SEQUENCE and keeps the UID, a cancellation mails METHOD:CANCEL', async () => {
    const { quoteId, user, token } = await sentQuote(test);
    expect((await asCustomer(test, token, 'POST', `/api/customer/quotes/${quoteId}/accept`, { termsAccepted: true })).status).toBe(201);
    const [order] = await test.db.select().from(orders).where(eq(orders.quoteId, quoteId));
    const created = await test.call('POST', `/api/admin/orders/${order!.id}/appointments`, {
      date: '2099-07-14',
      from: '10:00',
      to: '14:00',
      note: 'Zufahrt über den Hof, bitte klingeln',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'montage',
      status: 'booked',
      startsAt: '2099-07-14T08:00:00.000Z',
      endsAt: '2099-07-14T12:00:00.000Z',
      location: 'Musterstraße 12, 20095 Hamburg',
      orderId: order!.id,
      recordLabel: order!.orderNumber,
      sequence: 0,
    });
    const booking = calendarOf((await mailsTo(user.email)).find((mail) => mail.topic === 'appointment-booked')!);
    // The office's copy of an appointment a person there entered says so, not "gebucht".
    const officeCopy = (await mailsTo('buero@example.de')).find(
      (mail) => mail.topic === 'appointment-booked-office' && calendarOf(mail).event.uid === booking.event.uid,
    )!;
    expect(officeCopy.subject).toMatch(/^Termin eingetragen: Montage mit /);
    expect(officeCopy.textBody).toMatch(/^Termin eingetragen von .+\./);
    expect(booking.event.summary).toBe('Montage – Fensterwerk Nord');
    expect(booking.event.description).toBe('Zufahrt über den Hof, bitte klingeln');

    const changed = await test.call('PUT', `/api/admin/appointments/${created.body.id}`, {
      date: '2099-01-12',
      from: '10:00',
      to: '11:00',
      note: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ startsAt: '2099-01-12T09:00:00.000Z', sequence: 1 });
    const change = calendarOf((await mailsTo(user.email)).find((mail) => mail.topic === 'appointment-changed')!);
    expect(change.method).toBe('REQUEST');
    expect(change.event.sequence).toBe(1);
    expect(change.event.uid).toBe(booking.event.uid);
    expect(change.event.startDate.toJSDate().toISOString()).toBe('2099-01-12T09:00:00.000Z');

    const cancelled = await test.call('POST', `/api/admin/appointments/${created.body.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', sequence: 2 });
    // The office's address gets the other tests' cancellations too: this appointment's are those with its UID.
    const cancellations = [...(await mailsTo(user.email)), ...(await mailsTo('buero@example.de'))].filter(
      (mail) => mail.topic.startsWith('appointment-cancelled') && calendarOf(mail).event.uid === booking.event.uid,
    );
    expect(cancellations.map((mail) => mail.topic).sort()).toEqual(['appointment-cancelled', 'appointment-cancelled-office']);
    for (const mail of cancellations) {
      const calendar = calendarOf(mail);
      expect(calendar.method).toBe('CANCEL');
      expect(calendar.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(calendar.event.uid).toBe(booking.event.uid);
      expect(calendar.event.sequence).toBe(2);
    }
    // A cancelled appointment is not changed again.
    expect((await test.call('POST', `/api/admin/appointments/${created.body.id}/cancel`)).status).toBe(409);

    // The mail as the customer receives it: the calendar file is a text/calendar part.
    const sender = startMailSender({
      db: test.db,
      transport: createMailTransport({ smtpUrl: smtp.url, outboxDir: 'nicht-benutzt' }),
      from: 'Fensterwerk Nord <info@example.de>',
      intervalMs: 60_000,
      log: () => {},
    });
    await sender.drain();
    await sender.stop();
    const received = await smtp.waitForRecipient(user.email);
    expect(received.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=/i);
    expect(mailHeader(received, 'Subject')).toBeDefined();
  });

  it('answers 404 for an unknown order and 400 for an end before the start', async () => {
    expect(
      (await test.call('POST', '/api/admin/orders/999999/appointments', { date: '2099-07-14', from: '10:00', to: '11:00' })).status,
    ).toBe(404);
    const [order] = await test.db.select().from(orders).limit(1);
    const backwards = await test.call('POST', `/api/admin/orders/${order!.id}/appointments`, {
      date: '2099-07-14',
      from: '11:00',
      to: '10:00',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.issues.to).toEqual([appointmentMessages.slotEndBeforeStart]);
  });

  it('keeps a Montage’s crew of 1–6 fitters (1 unless given, kept by a change without it) and refuses 0, 7 and 1.5 in German', async () => {
    const [order] = await test.db.select().from(orders).limit(1);
    const path = `/api/admin/orders/${order!.id}/appointments`;
    const time = { date: '2099-08-02', from: '07:30', to: '16:00', note: '' };
    for (const fitters of [0, 7, 1.5]) {
      const refused = await test.call('POST', path, { ...time, fitters });
      expect(refused.status).toBe(400);
      expect(refused.body.issues.fitters).toEqual([appointmentMessages.fittersInvalid]);
    }
    expect((await test.call('POST', path, time)).body.fitters).toBe(1);
    const crew = await test.call('POST', path, { ...time, date: '2099-08-03', fitters: 3 });
    expect(crew.body.fitters).toBe(3);
    const moved = await test.call('PUT', `/api/admin/appointments/${crew.body.id}`, { ...time, date: '2099-08-04' });
    expect(moved.body).toMatchObject({ fitters: 3, sequence: 1 });
    // The crew alone is nothing the customer's calendar holds: no mail, the same SEQUENCE.
    const mailsBefore = (await mailsTo(order!.customerEmail!)).length;
    expect(mailsBefore).toBeGreaterThan(0);
    const smaller = await test.call('PUT', `/api/admin/appointments/${crew.body.id}`, { ...time, date: '2099-08-04', fitters: 2 });
    expect(smaller.body).toMatchObject({ fitters: 2, sequence: 1 });
    expect(await mailsTo(order!.customerEmail!)).toHaveLength(mailsBefore);
  });
});

describe('a Montage of a full day or several', () => {
  it('books 07:30–16:00 and three days with DTSTART on the first and DTEND on the last; eleven days are refused', async () => {
    const { quoteId, user, token } = await sentQuote(test);
    expect((await asCustomer(test, token, 'POST', `/api/customer/quotes/${quoteId}/accept`, { termsAccepted: true })).status).toBe(201);
    const [order] = await test.db.select().from(orders).where(eq(orders.quoteId, quoteId));
    const montage = (body: object) => test.call('POST', `/api/admin/orders/${order!.id}/appointments`, body);

    const fullDay = await montage({ date: '2099-03-02', from: '07:30', to: '16:00' });
    expect(fullDay.status, JSON.stringify(fullDay.body)).toBe(201);
    expect(fullDay.body).toMatchObject({ startsAt: '2099-03-02T06:30:00.000Z', endsAt: '2099-03-02T15:00:00.000Z' });

    // Across the change to summer time (29 March 2099): the end is 16:00 Berlin summer time.
    const threeDays = await montage({ date: '2099-03-27', lastDate: '2099-03-30', from: '07:30', to: '16:00', note: '' });
    expect(threeDays.status, JSON.stringify(threeDays.body)).toBe(201);
    expect(threeDays.body).toMatchObject({ startsAt: '2099-03-27T06:30:00.000Z', endsAt: '2099-03-30T14:00:00.000Z' });
    const booking = calendarOf(
      (await mailsTo(user.email))
        .filter((mail) => mail.topic === 'appointment-booked')
        .find((mail) => calendarOf(mail).text.includes('20990327'))!,
    );
    expect(booking.text).toContain('DTSTART;TZID=Europe/Berlin:20990327T073000');
    expect(booking.text).toContain('DTEND;TZID=Europe/Berlin:20990330T160000');
    expect(booking.event.endDate.toJSDate().toISOString()).toBe('2099-03-30T14:00:00.000Z');
    // The Termine screen asks for one day in the middle and gets it.
    const middle = await test.call('GET', '/api/admin/appointments?from=2099-03-28&to=2099-03-28');
    expect(middle.body.map((row: { id: number }) => row.id)).toContain(threeDays.body.id);

    const tooLong = await montage({ date: '2099-05-01', lastDate: '2099-05-11', from: '07:30', to: '16:00' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues.lastDate).toEqual([appointmentMessages.tooManyDays]);
    const backwards = await montage({ date: '2099-05-04', lastDate: '2099-05-01', from: '07:30', to: '16:00' });
    expect(backwards.body.issues.lastDate).toEqual([appointmentMessages.lastDayBeforeFirst]);
  });
});

describe('GET /api/admin/appointments', () => {
  it('lists Berlin days, also across the clock changes, booked and cancelled alike', async () => {
    const at = (day: string, time: string) => berlinInstant(day, time);
    const values = (uid: string, startsAt: Date, endsAt: Date, status: 'booked' | 'cancelled' = 'booked') => ({
      kind: 'aufmass' as const,
      uid,
      startsAt,
      endsAt,
      status,
      customerName: uid,
      createdBy: 'test',
    });
    await test.db.insert(appointments).values([
      // 00:30 on the spring change day is 23:30Z the day before; 23:30 is 21:30Z.
      values('spring-early', at('2030-03-31', '00:30'), at('2030-03-31', '01:30')),
      values('spring-late', at('2030-03-31', '23:00'), at('2030-03-31', '23:45'), 'cancelled'),
      values('spring-before', at('2030-03-30', '23:00'), at('2030-03-30', '23:59')),
      // The autumn change day has 25 hours; 23:30 is 22:30Z.
      values('autumn-late', at('2030-10-27', '23:30'), at('2030-10-27', '23:50')),
      values('autumn-next', at('2030-10-28', '00:10'), at('2030-10-28', '00:40')),
    ]);
    const names = async (from: string, to: string) =>
      (await test.call('GET', `/api/admin/appointments?from=${from}&to=${to}`)).body.map(
        (row: { customerName: string }) => row.customerName,
      );
    expect(at('2030-03-31', '00:30').toISOString()).toBe('2030-03-30T23:30:00.000Z');
    expect(await names('2030-03-31', '2030-03-31')).toEqual(['spring-early', 'spring-late']);
    expect(await names('2030-03-30', '2030-03-30')).toEqual(['spring-before']);
    expect(await names('2030-10-27', '2030-10-27')).toEqual(['autumn-late']);
    expect(await names('2030-10-21', '2030-10-28')).toEqual(['autumn-late', 'autumn-next']);
    const cancelled = (await test.call('GET', '/api/admin/appointments?from=2030-03-31&to=2030-03-31')).body[1];
    expect(cancelled.status).toBe('cancelled');
    expect((await test.call('GET', '/api/admin/appointments?from=2030-03-31&to=2030-01-01')).status).toBe(400);
  });
});

describe('the customer’s appointments', () => {
  it('shows an account its orders’ and its confirmed address’s appointments, never another’s, and the quote link its order’s', async () => {
    const own = await sentQuote(test);
    const other = await sentQuote(test);
    for (const customer of [own, other]) {
      expect(
        (await asCustomer(test, customer.token, 'POST', `/api/customer/quotes/${customer.quoteId}/accept`, { termsAccepted: true })).status,
      ).toBe(201);
      const [order] = await test.db.select().from(orders).where(eq(orders.quoteId, customer.quoteId));
      await test.call('POST', `/api/admin/orders/${order!.id}/appointments`, { date: '2099-05-05', from: '08:00', to: '12:00', note: '' });
    }
    // An Aufmaß of a funnel lead sent under the account's address: seen once the address is confirmed.
    const { token } = await offered(threeSlots(), { email: own.user.email });
    expect((await link(token, { slot: 2 })).status).toBe(201);

    const list = async (customer: typeof own) => (await asCustomer(test, customer.token, 'GET', '/api/customer/appointments')).body;
    const before = await list(own);
    expect(before.map((row: { kind: string }) => row.kind)).toEqual(['montage']);
    expect(before[0].customerEmail).toBe(own.user.email);
    // The office's planning stays in the office: no crew, no calendar counter.
    expect(before[0]).not.toHaveProperty('fitters');
    expect(before[0]).not.toHaveProperty('sequence');
    await emailConfirmedStatement(test.db, own.user.id, own.user.email);
    expect((await list(own)).map((row: { kind: string }) => row.kind).sort()).toEqual(['aufmass', 'montage']);
    const others = await list(other);
    expect(others).toHaveLength(1);
    expect(others[0].customerEmail).toBe(other.user.email);
    expect((await test.request('/api/customer/appointments')).status).toBe(401);
    const [account] = await test.db.select().from(users).where(eq(users.id, own.user.id));
    expect(account!.email).toBe(own.user.email);

    // The personal quote link of the accepted quote lists its order's Montage.
    const quoteMail = (await mailsTo(own.user.email)).find((mail) => mail.topic === 'quote-sent')!;
    const quoteToken = /\/angebot\/([A-Za-z0-9_-]+)/.exec(quoteMail.textBody)![1]!;
    const onLink = await (await test.request(`/api/appointments/quote/${quoteToken}`)).json();
    expect(onLink.map((row: { kind: string; customerEmail: string }) => [row.kind, row.customerEmail])).toEqual([
      ['montage', own.user.email],
    ]);
    expect(onLink[0]).not.toHaveProperty('fitters');
    expect((await test.request(`/api/appointments/quote/${'B'.repeat(43)}`)).status).toBe(404);
  });
});
