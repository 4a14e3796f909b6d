import { orderMessages } from '../orders/contract/order-messages.ts';
import { and, eq, sql } from 'drizzle-orm';
import { appointments, leads, orders, quotes } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { addressLine } from '../quotes/contract/acceptance.ts';
import { appointmentMails, type AppointmentChange, type AppointmentRow } from './appointment-mails.ts';
import { appointmentJson } from './appointment-json.ts';
import { newAppointmentUid } from './book-offer.ts';
import { appointmentMessages } from './contract/appointment-messages.ts';
import { isOver, lastDayOf, type AppointmentTimeBody } from './contract/appointments.ts';
import type { AppointmentDependencies } from './offer-appointments.ts';
import { officeEmailFor } from './office-recipient.ts';
import { recordAddress } from '../../shared/record-addresses.ts';
import { berlinInstant } from '../../shared/dates.ts';
import { formatAppointmentTime } from '../../shared/appointment-format.ts';

/** Answered with the 409 of a Montage booked before the confirmed delivery, so the screen asks instead of failing. */
const DELIVERY_CONFIRMATION_HEADER = 'X-Confirmation-Required';

/**
 * A Montage before the week the supplier confirmed the goods for: 409 with the question, unless the
 * request says the office confirmed it (issue 49).
 */
async function checkDelivery({ deliveryCheck }: AppointmentDependencies, orderId: number | null, body: AppointmentTimeBody) {
  if (orderId === null || !deliveryCheck || body.confirmDespiteDelivery) return;
  const question = await deliveryCheck(orderId, body.date);
  if (question) fail(409, question, { [DELIVERY_CONFIRMATION_HEADER]: 'delivery' });
}

/** The instants of Berlin days and wall-clock times: the start on the first day, the end on the last. */
const instantsOf = (body: AppointmentTimeBody) => ({
  startsAt: berlinInstant(body.date, body.from),
  endsAt: berlinInstant(lastDayOf(body), body.to),
});

/**
 * A time that is over is entered only knowingly: it was booked and confirmed to the customer without a
 * word when the office slipped on the year or the day. Recording a Montage afterwards stays possible.
 */
function refuseUnknowinglyPast(body: AppointmentTimeBody, now: Date) {
  const { startsAt, endsAt } = instantsOf(body);
  if (isOver(body, now) && !body.pastConfirmed) fail(409, appointmentMessages.inPast(formatAppointmentTime(startsAt, endsAt)));
}

/** The office's address and the back office's page of the appointment's order or lead. */
async function officeOf({ db, notifyEmail, siteUrl }: AppointmentDependencies, appointment: AppointmentRow) {
  if (appointment.orderId !== null) {
    const [order] = await db.select({ assignedTo: orders.assignedTo }).from(orders).where(eq(orders.id, appointment.orderId));
    return {
      officeEmail: await officeEmailFor(db, order?.assignedTo ?? null, notifyEmail),
      adminUrl: new URL(recordAddress.order(appointment.orderId), siteUrl).href,
    };
  }
  const [lead] = appointment.leadId
    ? await db.select({ assignedTo: leads.assignedTo, reference: leads.reference }).from(leads).where(eq(leads.id, appointment.leadId))
    : [];
  return {
    officeEmail: await officeEmailFor(db, lead?.assignedTo ?? null, notifyEmail),
    adminUrl: new URL(lead ? `/admin/leads/${lead.reference}` : '/admin/appointments', siteUrl).href,
  };
}

/**
 * A Montage on an order (POST /api/admin/orders/{id}/appointments): at the installation address (else the
 * billing address), with the order's customer, mailed to both sides with the calendar file.
 */
export async function createMontage(
  dependencies: AppointmentDependencies,
  orderId: number,
  body: AppointmentTimeBody,
  sender: StaffActor,
  now = new Date(),
) {
  const { db, siteUrl, wakeMailer } = dependencies;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) fail(404, orderMessages.orderNotFound);
  refuseUnknowinglyPast(body, now);
  await checkDelivery(dependencies, order.id, body);
  const address = order.installationAddress ?? order.billingAddress;
  const [quoteLead] = order.quoteId ? await db.select({ leadId: quotes.leadId }).from(quotes).where(eq(quotes.id, order.quoteId)) : [];
  const values = {
    kind: 'montage' as const,
    orderId: order.id,
    leadId: quoteLead?.leadId ?? null,
    ...instantsOf(body),
    note: body.note,
    fitters: body.fitters ?? 1,
    location: address ? addressLine(address) : '',
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    uid: newAppointmentUid(siteUrl),
    sequence: 0,
    createdBy: sender.username,
    createdAt: now,
    updatedAt: now,
  };
  const preview: AppointmentRow = { id: 0, status: 'booked', ...values };
  const mails = appointmentMails(preview, 'booked', { ...(await officeOf(dependencies, preview)), sender, now });
  const inserted = sql`exists (select 1 from ${appointments} where ${appointments.uid} = ${values.uid})`;
  const [[created]] = await db.batch([
    db.insert(appointments).values(values).returning(),
    ...mails.map((mail) => enqueueMailWhen(db, mail, inserted, undefined, now)),
  ]);
  wakeMailer();
  return appointmentJson(db, created!);
}

async function existing(dependencies: AppointmentDependencies, id: number) {
  const [row] = await dependencies.db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) fail(404, appointmentMessages.appointmentNotFound);
  if (row.status === 'cancelled') fail(409, appointmentMessages.appointmentCancelled);
  return row;
}

/**
 * A change or a cancellation: the row with SEQUENCE one higher (a calendar takes the file with the
 * highest as the current one) and the same UID, and the mails with the new file. Written only while the
 * row still has the sequence read, so two changes at once cannot both send the same number.
 */
async function update(
  dependencies: AppointmentDependencies,
  row: AppointmentRow,
  changes: Partial<Pick<AppointmentRow, 'startsAt' | 'endsAt' | 'note' | 'fitters' | 'status'>>,
  change: AppointmentChange,
  sender: StaffActor,
  now: Date,
) {
  const { db, wakeMailer } = dependencies;
  const next: AppointmentRow = { ...row, ...changes, sequence: row.sequence + 1, updatedAt: now };
  const mails = appointmentMails(next, change, { ...(await officeOf(dependencies, next)), sender, now });
  const unchanged = and(eq(appointments.id, row.id), eq(appointments.sequence, row.sequence), eq(appointments.status, 'booked'))!;
  const stillAsRead = sql`exists (select 1 from ${appointments} where ${unchanged})`;
  // The mails first, under the condition the update itself checks; the update last (db/insert-when.ts).
  const [first, ...others] = mails.map((mail) => enqueueMailWhen(db, mail, stillAsRead, undefined, now));
  const results = await db.batch([
    first!,
    ...others,
    db
      .update(appointments)
      .set({ ...changes, sequence: next.sequence, updatedAt: now })
      .where(unchanged)
      .returning(),
  ]);
  const [updated] = results.at(-1) as AppointmentRow[];
  if (!updated) fail(409, appointmentMessages.appointmentCancelled);
  wakeMailer();
  return appointmentJson(db, updated);
}

export async function changeAppointment(
  dependencies: AppointmentDependencies,
  id: number,
  body: AppointmentTimeBody,
  sender: StaffActor,
  now = new Date(),
) {
  const row = await existing(dependencies, id);
  const times = instantsOf(body);
  // Without `fitters` the crew stays as it was; an Aufmaß has none to change.
  const crew = row.kind === 'montage' && body.fitters !== undefined ? { fitters: body.fitters } : {};
  const sameForCustomer =
    times.startsAt.getTime() === row.startsAt.getTime() && times.endsAt.getTime() === row.endsAt.getTime() && body.note === row.note;
  if (sameForCustomer && crew.fitters !== undefined && crew.fitters !== row.fitters)
    return changeCrew(dependencies, row, crew.fitters, now);
  refuseUnknowinglyPast(body, now);
  if (row.kind === 'montage') await checkDelivery(dependencies, row.orderId, body);
  return update(dependencies, row, { ...times, note: body.note, ...crew }, 'changed', sender, now);
}

/**
 * Only the crew changed (also after the day, to correct the Deckungsbeitrag): nothing the customer's
 * calendar holds, so no mail and no new SEQUENCE; written while the appointment is still booked.
 */
async function changeCrew(dependencies: AppointmentDependencies, row: AppointmentRow, fitters: number, now: Date) {
  const [updated] = await dependencies.db
    .update(appointments)
    .set({ fitters, updatedAt: now })
    .where(and(eq(appointments.id, row.id), eq(appointments.status, 'booked')))
    .returning();
  if (!updated) fail(409, appointmentMessages.appointmentCancelled);
  return appointmentJson(dependencies.db, updated);
}

export async function cancelAppointment(dependencies: AppointmentDependencies, id: number, sender: StaffActor, now = new Date()) {
  const row = await existing(dependencies, id);
  return update(dependencies, row, { status: 'cancelled' }, 'cancelled', sender, now);
}
