import { newLinkToken } from '../../platform/http/link-tokens.ts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { appointmentOffers, leads } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { inboxMessages } from '../leads/contract/inbox-messages.ts';
import type { LeadHistoryEntry } from '../leads/contract/leads-admin.ts';
import { findLead } from '../leads/lead-changes.ts';
import { leadHistoryEntryWhen } from '../leads/lead-history.ts';
import { leadReplyMail } from '../leads/reply-mail.ts';
import { notificationRecipient } from '../settings/current-company.ts';
import { formatAppointmentTime } from '../../shared/appointment-format.ts';
import { appointmentMessages } from './contract/appointment-messages.ts';
import { appointmentKindLabels, type OfferBody, type Slot } from './contract/appointments.ts';
import { offerLinkUrl } from './offer-links.ts';
import { firstClash, upcomingAufmass } from './slot-clashes.ts';

export interface AppointmentDependencies {
  db: Database;
  /**
   * NOTIFY_EMAIL, the office's address only while Einstellungen → Firma names none: read it through
   * `notificationRecipient` (officeEmailFor), never as it is.
   */
  notifyEmail: string;
  siteUrl: string;
  wakeMailer: () => void;
  /**
   * The question to ask before a Montage on `orderId` starting on the Berlin `day` comes before the goods
   * the supplier confirmed (purchasing, issue 49), or null; app.ts passes it in, purchasing is a higher layer.
   */
  deliveryCheck?: (orderId: number, day: string) => Promise<string | null>;
}

/** What the reply says below the admin's text: the slots and the link to pick one. */
function offerText(text: string, slots: Slot[], link: string): string {
  const choices = slots.map((slot) => `– ${formatAppointmentTime(slot.startsAt, slot.endsAt)}`);
  return [text, '', 'Unsere Terminvorschläge:', ...choices, '', 'Bitte wählen Sie Ihren Wunschtermin über diesen Link:', link].join('\n');
}

/**
 * Offers up to three Aufmaß slots in a reply to the lead (POST /api/admin/leads/{id}/appointment-offers).
 * As a plain reply (leads/send-reply.ts) – the mail, the history entry, the first answer – and the offer
 * with its link's hash, in one batch while the lead exists. The link works until the last slot begins.
 * Refused (409) while the lead has a booked Aufmaß, and for a slot a booked appointment overlaps, with
 * the clash named: the booking would refuse it anyway (slot-clashes.ts).
 */
export async function offerAppointments(
  { db, notifyEmail, siteUrl, wakeMailer }: AppointmentDependencies,
  leadId: number,
  body: OfferBody,
  sender: StaffActor,
  now = new Date(),
) {
  const lead = await findLead(db, leadId);
  if (!lead) fail(404, inboxMessages.leadNotFound);
  const slots = body.slots.map((slot) => ({
    startsAt: new Date(slot.startsAt).toISOString(),
    endsAt: new Date(slot.endsAt).toISOString(),
  }));
  const booked = await upcomingAufmass(db, leadId, now);
  if (booked) fail(409, appointmentMessages.leadAlreadyBooked(formatAppointmentTime(booked.startsAt, booked.endsAt)));
  const clash = await firstClash(db, slots);
  if (clash) {
    const slot = slots[clash.index]!;
    const { appointment } = clash;
    fail(
      409,
      appointmentMessages.slotClash(
        clash.index + 1,
        formatAppointmentTime(slot.startsAt, slot.endsAt),
        appointmentKindLabels[appointment.kind],
        appointment.customerName,
        formatAppointmentTime(appointment.startsAt, appointment.endsAt),
      ),
    );
  }
  const { token, tokenHash } = newLinkToken();
  const link = offerLinkUrl(siteUrl, token);
  const reply = { subject: body.subject, text: offerText(body.text, slots, link) };
  const expiresAt = new Date(Math.max(...slots.map((slot) => Date.parse(slot.startsAt))));
  const stillThere = sql`exists (select 1 from ${leads} where ${leads.id} = ${leadId})`;
  const entry = { at: now, by: sender.username, kind: 'reply' as const, text: `${reply.subject}\n\n${reply.text}` };
  const [, , , [answered]] = await db.batch([
    insertWhen(db, appointmentOffers, { leadId, tokenHash, slots, expiresAt, createdBy: sender.username, createdAt: now }, stillThere),
    enqueueMailWhen(db, leadReplyMail(lead, reply, notificationRecipient(notifyEmail), sender), stillThere, undefined, now),
    leadHistoryEntryWhen(db, leadId, entry, stillThere),
    db
      .update(leads)
      .set({ firstAnsweredAt: sql`coalesce(${leads.firstAnsweredAt}, ${now.getTime()})`, updatedAt: now })
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id }),
  ]);
  if (!answered) fail(404, inboxMessages.leadNotFound);
  wakeMailer();
  const historyEntry: LeadHistoryEntry = { ...entry, at: now.toISOString(), byName: sender.name };
  return { entry: historyEntry, expiresAt: expiresAt.toISOString() };
}
