import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { appointmentOffers, appointments, leads } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { companySnapshot } from '../settings/current-company.ts';
import { leadHistoryEntryWhen } from '../leads/lead-history.ts';
import { appointmentMails, type AppointmentRow } from './appointment-mails.ts';
import { formatAppointmentTime } from '../../shared/appointment-format.ts';
import { appointmentMessages } from './contract/appointment-messages.ts';
import type { AppointmentOfferJson } from './contract/appointments.ts';
import type { AppointmentDependencies } from './offer-appointments.ts';
import type { OfferRow } from './offer-links.ts';
import { officeEmailFor } from './office-recipient.ts';
import { bookable, freeSlots, upcomingAufmass } from './slot-clashes.ts';

/** The calendar UID of a new appointment: unique worldwide, stable through changes (RFC 5545 3.8.4.7). */
export const newAppointmentUid = (siteUrl: string) => `${randomUUID()}@${new URL(siteUrl).hostname}`;

/** Where an Aufmaß happens: at the customer's, of whom the lead knows the postcode. */
const aufmassLocation = (plz: string) => (plz ? `Bei Ihnen vor Ort (PLZ ${plz})` : 'Bei Ihnen vor Ort');

/** The offer's appointment, or the Aufmaß the lead booked through another link (a lead gets one at a time). */
async function bookedAppointment(db: Database, offer: OfferRow, now: Date) {
  if (offer.appointmentId === null) return upcomingAufmass(db, offer.leadId, now);
  const [row] = await db.select().from(appointments).where(eq(appointments.id, offer.appointmentId));
  return row;
}

/** GET /api/appointments/offers/{token}: the slots, which of them are still free, the company, and the booked one if there is one. */
export async function offerJson(db: Database, offer: OfferRow, now = new Date()): Promise<AppointmentOfferJson> {
  const [lead] = await db.select({ vorname: leads.vorname, nachname: leads.nachname }).from(leads).where(eq(leads.id, offer.leadId));
  const booked = await bookedAppointment(db, offer, now);
  if (!booked && offer.expiresAt <= now) fail(410, appointmentMessages.offerExpired);
  return {
    customerName: lead ? `${lead.vorname} ${lead.nachname}` : '',
    company: { name: companySnapshot().brand, phone: companySnapshot().phoneDisplay, email: companySnapshot().email },
    slots: offer.slots,
    freeSlots: booked ? [] : await freeSlots(db, offer.slots),
    expiresAt: offer.expiresAt.toISOString(),
    booked: booked ? bookedJson(offer, booked) : null,
  };
}

/** `slot` is -1 for an Aufmaß booked through another of the lead's links. */
function bookedJson(offer: OfferRow, booked: AppointmentRow) {
  const slot = offer.slots.findIndex((candidate) => Date.parse(candidate.startsAt) === booked.startsAt.getTime());
  return { slot, startsAt: booked.startsAt.toISOString(), endsAt: booked.endsAt.toISOString(), location: booked.location };
}

type BookingResult =
  | { outcome: 'booked' | 'already'; offer: ReturnType<typeof bookedJson> }
  /** Someone else's appointment holds the time: the offer's slots still free. */
  | { outcome: 'taken'; freeSlots: number[] };

/**
 * The customer picks a slot: the appointment, the offer's tie to it, the lead's history line and the two
 * mails with the calendar file, in one batch. Everything is written only while, as the batch runs, the
 * offer has no appointment yet, no booked appointment overlaps the slot and the lead has no Aufmaß
 * (slot-clashes.ts): the database decides, so picks at once – through one link or several, in one
 * process or several – book once. The others learn the booked one or the slots still free (ADR 046).
 */
export async function bookOffer(
  { db, notifyEmail, siteUrl, wakeMailer }: AppointmentDependencies,
  offer: OfferRow,
  slotIndex: number,
  now = new Date(),
): Promise<BookingResult> {
  const already = await bookedAppointment(db, offer, now);
  if (already) return { outcome: 'already', offer: bookedJson(offer, already) };
  if (offer.expiresAt <= now) fail(410, appointmentMessages.offerExpired);
  const slot = offer.slots[slotIndex];
  if (!slot) fail(400, appointmentMessages.slotChoice);
  const [lead] = await db.select().from(leads).where(eq(leads.id, offer.leadId));
  if (!lead) fail(404, appointmentMessages.offerNotFound);

  const uid = newAppointmentUid(siteUrl);
  const values = {
    kind: 'aufmass' as const,
    leadId: lead.id,
    orderId: null,
    status: 'booked' as const,
    startsAt: new Date(slot.startsAt),
    endsAt: new Date(slot.endsAt),
    note: '',
    fitters: 1,
    location: aufmassLocation(lead.plz),
    customerName: `${lead.vorname} ${lead.nachname}`,
    customerEmail: lead.email,
    uid,
    sequence: 0,
    createdBy: `${lead.vorname} ${lead.nachname}`,
    createdAt: now,
    updatedAt: now,
  };
  // The mails are made from the row as it will be; its id is not in them, so it need not be known yet.
  const preview: AppointmentRow = { id: 0, ...values };
  const officeEmail = await officeEmailFor(db, lead.assignedTo, notifyEmail);
  const adminUrl = new URL(`/admin/leads/${lead.reference}`, siteUrl).href;
  const mails = appointmentMails(preview, 'booked', { officeEmail, sender: null, adminUrl, now });

  const stillFree = sql`exists (select 1 from ${appointmentOffers} where ${appointmentOffers.id} = ${offer.id} and ${appointmentOffers.appointmentId} is null)`;
  const ours = sql`exists (select 1 from ${appointmentOffers} where ${appointmentOffers.id} = ${offer.id}
    and ${appointmentOffers.appointmentId} = (select ${appointments.id} from ${appointments} where ${appointments.uid} = ${uid}))`;
  await db.batch([
    insertWhen(db, appointments, values, and(stillFree, bookable(slot, lead.id, now))!),
    db
      .update(appointmentOffers)
      .set({ appointmentId: sql`(select ${appointments.id} from ${appointments} where ${appointments.uid} = ${uid})` })
      .where(and(eq(appointmentOffers.id, offer.id), isNull(appointmentOffers.appointmentId))),
    ...mails.map((mail) => enqueueMailWhen(db, mail, ours, undefined, now)),
    leadHistoryEntryWhen(
      db,
      lead.id,
      {
        at: now,
        by: values.customerName,
        kind: 'note',
        text: `Aufmaß-Termin über den Terminlink gebucht: ${formatAppointmentTime(slot.startsAt, slot.endsAt)}`,
      },
      ours,
    ),
  ]);
  const [after] = await db.select().from(appointmentOffers).where(eq(appointmentOffers.id, offer.id));
  if (!after) fail(404, appointmentMessages.offerNotFound);
  const booked = await bookedAppointment(db, after, now);
  if (!booked) return { outcome: 'taken', freeSlots: await freeSlots(db, after.slots) };
  if (booked.uid !== uid) return { outcome: 'already', offer: bookedJson(after, booked) };
  wakeMailer();
  return { outcome: 'booked', offer: bookedJson(after, booked) };
}
