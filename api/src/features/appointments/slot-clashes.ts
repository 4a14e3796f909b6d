import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appointments } from '../../platform/db/schema.ts';
import { overlapping } from './appointment-json.ts';
import type { Slot } from './contract/appointments.ts';

/**
 * One calendar, one team (ADR 046): a booked appointment of either kind takes its time, a cancelled one
 * frees it. The same conditions decide what the office may offer and, inside the booking's batch, what a
 * customer may book, so the check the office sees is the one the database keeps.
 */

/** Booked appointments that overlap the slot. */
const bookedOverlapping = (slot: Slot) =>
  and(eq(appointments.status, 'booked'), overlapping(Date.parse(slot.startsAt), Date.parse(slot.endsAt)));

/** The lead's Aufmaß that is booked and not over yet: a lead gets one at a time. */
const upcomingAufmassOf = (leadId: number, now: Date) =>
  and(eq(appointments.leadId, leadId), eq(appointments.kind, 'aufmass'), eq(appointments.status, 'booked'), gt(appointments.endsAt, now));

/** For the booking's conditional insert: the slot is free and the lead has no Aufmaß yet, as the batch runs. */
export const bookable = (slot: Slot, leadId: number, now: Date) =>
  and(noneWhere(bookedOverlapping(slot)), noneWhere(upcomingAufmassOf(leadId, now)))!;

const noneWhere = (condition: SQL | undefined) => sql`not exists (select 1 from ${appointments} where ${condition})`;

export async function upcomingAufmass(db: Database, leadId: number, now: Date) {
  const [row] = await db.select().from(appointments).where(upcomingAufmassOf(leadId, now)).orderBy(desc(appointments.startsAt)).limit(1);
  return row;
}

/** The first booked appointment a slot overlaps, with the slot's place in the list. */
export async function firstClash(db: Database, slots: Slot[]) {
  for (const [index, slot] of slots.entries()) {
    const [appointment] = await db.select().from(appointments).where(bookedOverlapping(slot)).orderBy(asc(appointments.startsAt)).limit(1);
    if (appointment) return { index, appointment };
  }
  return undefined;
}

/** The places of the slots no booked appointment overlaps. */
export async function freeSlots(db: Database, slots: Slot[]): Promise<number[]> {
  const free: number[] = [];
  for (const [index, slot] of slots.entries()) {
    const [taken] = await db.select({ id: appointments.id }).from(appointments).where(bookedOverlapping(slot)).limit(1);
    if (!taken) free.push(index);
  }
  return free;
}
