import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { closedMonths } from '../../platform/db/schema.ts';

/** The closed-month rows of the given months ("2026-10"). */
export const closedMonthRows = (db: Database, months: string[]) =>
  months.length === 0 ? Promise.resolve([]) : db.select().from(closedMonths).where(inArray(closedMonths.month, months));

/** Whether the day lies in a closed month: a payment dated there asks for a confirmation first. */
export async function isInClosedMonth(db: Database, day: string): Promise<boolean> {
  return (await closedMonthRows(db, [day.slice(0, 7)])).length > 0;
}
