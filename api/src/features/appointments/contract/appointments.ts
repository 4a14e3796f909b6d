import { calendarDay, optionalText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { replyBodySchema } from '../../leads/contract/reply.ts';
import { appointmentMessages as m } from './appointment-messages.ts';
import { addDays, berlinInstant } from '../../../shared/dates.ts';

/**
 * Appointments (issue 23): an Aufmaß a lead's customer picks from up to three offered slots, a Montage
 * the office enters on an order. Browser-safe: the schemas the back office and the link page share with
 * the server, and the answers' shapes.
 */

export type AppointmentKind = 'aufmass' | 'montage';
type AppointmentStatus = 'booked' | 'cancelled';

export const appointmentKindLabels: Record<AppointmentKind, string> = { aufmass: 'Aufmaß', montage: 'Montage' };

export const MAX_SLOTS = 3;
const MAX_SLOT_HOURS = 8;
const HOUR_MS = 60 * 60 * 1000;
const NOTE_MAX = 2000;

const instant = z.iso.datetime({ offset: true, error: m.slotInvalid });

/** One offered slot: begins in the future, ends after it begins, at most 8 hours long. */
const slotSchema = z.object({ startsAt: instant, endsAt: instant }).check(
  z.refine((slot) => Date.parse(slot.startsAt) > Date.now(), { error: m.slotInPast, path: ['startsAt'] }),
  z.refine((slot) => Date.parse(slot.endsAt) > Date.parse(slot.startsAt), { error: m.slotEndBeforeStart, path: ['endsAt'] }),
  z.refine((slot) => Date.parse(slot.endsAt) - Date.parse(slot.startsAt) <= MAX_SLOT_HOURS * HOUR_MS, {
    error: m.slotTooLong,
    path: ['endsAt'],
  }),
);
export type Slot = z.output<typeof slotSchema>;

/** The reply's subject and text, as a plain reply's (leads/contract/reply.ts), plus the slots. */
const offerSlotsSchema = z
  .array(slotSchema, { error: m.slotsRequired })
  .check(z.minLength(1, { error: m.slotsRequired }), z.maxLength(MAX_SLOTS, { error: m.tooManySlots }));

/** POST /api/admin/leads/{id}/appointment-offers: the reply that carries the link, and the slots. */
export const offerBodySchema = z.extend(replyBodySchema, { slots: offerSlotsSchema });
export type OfferBody = z.output<typeof offerBodySchema>;

/** POST /api/appointments/offers/{token}: which of the offered slots (0, 1 or 2). */
export const pickSlotSchema = z.object({
  slot: z.int({ error: m.slotChoice }).check(z.minimum(0, { error: m.slotChoice }), z.maximum(MAX_SLOTS - 1, { error: m.slotChoice })),
});

const time = z.string({ error: m.timeInvalid }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.timeInvalid }));

/** A Montage may take a working day or several: from its first day's start to its last day's end. */
const MAX_APPOINTMENT_DAYS = 10;
/** The largest crew one Montage is entered with; a bigger job is entered as several. */
export const MAX_FITTERS = 6;

/**
 * A Montage (and a change of any appointment): a Berlin day, the last day if it lasts several (empty or
 * the same day: one day), wall-clock times (the start on the first day, the end on the last), and a note.
 * Not the 8 hours of an offered Aufmaß slot: a Montage is a whole working day or more.
 */
export const appointmentTimeSchema = z
  .object({
    date: calendarDay(m.dayInvalid),
    lastDate: z.optional(z.union([z.literal(''), calendarDay(m.dayInvalid)])),
    from: time,
    to: time,
    note: optionalText(NOTE_MAX, { multiLine: true }),
    /** A Montage's crew (default 1): each fitter's hours count in the Deckungsbeitrag. An Aufmaß ignores it. */
    fitters: z.optional(
      z
        .int({ error: m.fittersInvalid })
        .check(z.minimum(1, { error: m.fittersInvalid }), z.maximum(MAX_FITTERS, { error: m.fittersInvalid })),
    ),
    /** A Montage before the supplier's confirmed delivery week: the office was asked and books it anyway. */
    confirmDespiteDelivery: z.optional(z.boolean()),
    /** A day that is over, entered knowingly: without it such a time is refused (ADR 077). */
    pastConfirmed: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => lastDayOf(body) >= body.date, { error: m.lastDayBeforeFirst, path: ['lastDate'] }),
    z.refine((body) => lastDayOf(body) <= addDays(body.date, MAX_APPOINTMENT_DAYS - 1), { error: m.tooManyDays, path: ['lastDate'] }),
    z.refine((body) => lastDayOf(body) > body.date || body.to > body.from, { error: m.slotEndBeforeStart, path: ['to'] }),
  );
export type AppointmentTimeBody = z.output<typeof appointmentTimeSchema>;

/** The appointment's last Berlin day: its first unless it lasts several. */
export const lastDayOf = (body: Pick<AppointmentTimeBody, 'date' | 'lastDate'>) => body.lastDate || body.date;

/** Whether the time entered is over at `now`: it then needs `pastConfirmed` (false for a day not yet valid). */
export function isOver(body: Pick<AppointmentTimeBody, 'date' | 'lastDate' | 'to'>, now: Date): boolean {
  const day = lastDayOf(body);
  // The form asks while it is typed in: a day or time not yet complete is not over.
  if (Number.isNaN(Date.parse(`${day}T${body.to}:00Z`))) return false;
  return berlinInstant(day, body.to).getTime() <= now.getTime();
}

/** GET /api/admin/appointments?from=&to=: Berlin days, both included, at most 62 days. */
export const appointmentRangeSchema = z.object({ from: calendarDay(m.dayInvalid), to: calendarDay(m.dayInvalid) }).check(
  z.refine((range) => range.to >= range.from && Date.parse(range.to) - Date.parse(range.from) <= 62 * 24 * HOUR_MS, {
    error: m.rangeInvalid,
    path: ['to'],
  }),
);

/** An appointment as the back office and the customer see it. */
export interface AppointmentJson {
  id: number;
  kind: AppointmentKind;
  status: AppointmentStatus;
  startsAt: string;
  endsAt: string;
  note: string;
  /** The Montage's crew; 1 for an Aufmaß. */
  fitters: number;
  location: string;
  customerName: string;
  customerEmail: string | null;
  leadId: number | null;
  orderId: number | null;
  /** The order's number or the lead's reference, for the link in the list. */
  recordLabel: string | null;
  sequence: number;
}

/**
 * An appointment as its customer sees it (Mein Konto, the quote link): without the office's planning, the
 * crew and the calendar's change counter, which are nobody's business outside the office.
 */
export type CustomerAppointmentJson = Omit<AppointmentJson, 'fitters' | 'sequence'>;

/** GET /api/appointments/offers/{token}: the slots offered, and the one booked if the customer picked one. */
export interface AppointmentOfferJson {
  customerName: string;
  company: { name: string; phone: string; email: string };
  slots: Slot[];
  /** The places of the slots no booked appointment holds: the customer may pick only these. */
  freeSlots: number[];
  expiresAt: string;
  booked: { slot: number; startsAt: string; endsAt: string; location: string } | null;
}
