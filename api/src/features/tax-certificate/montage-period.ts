import { and, eq, max, min } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appointments } from '../../platform/db/schema.ts';
import { berlinDay } from '../../shared/dates.ts';

/**
 * The period in which the measure was carried out (§ 35c EStG certificate, "Zeitraum der Durchführung"):
 * from the first to the last day of the order's booked Montage, as Berlin days; null without a Montage.
 * The order's acceptance is when it was agreed, not when the work on the building began.
 */
export async function montagePeriod(db: Database, orderId: number): Promise<{ from: string; to: string } | null> {
  const [row] = await db
    .select({ first: min(appointments.startsAt), last: max(appointments.endsAt) })
    .from(appointments)
    .where(and(eq(appointments.orderId, orderId), eq(appointments.kind, 'montage'), eq(appointments.status, 'booked')));
  return row?.first && row.last ? { from: berlinDay(row.first), to: berlinDay(row.last) } : null;
}
