import { desc } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { closedMonths } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import type { ClosedMonthJson } from './contract/bookkeeping.ts';
import { germanMonth } from '../documents/contract/closed-months.ts';
import { bookkeepingMessages as m } from './contract/bookkeeping-messages.ts';
import { berlinDay } from '../../shared/dates.ts';

/** The months from the one of `from` to the one of `to`, "2026-10". */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

export async function listClosedMonths(db: Database): Promise<ClosedMonthJson[]> {
  const rows = await db.select().from(closedMonths).orderBy(desc(closedMonths.month));
  return rows.map((row) => ({
    month: row.month,
    closedBy: row.closedBy,
    closedAt: row.closedAt.toISOString(),
    exportedAt: row.exportedAt?.toISOString() ?? null,
  }));
}

/**
 * "Monat abschließen": the month is handed to the adviser as final. Only a month that is over – invoices
 * are issued on the current day, so a closed month receives none; once closed, for good (GoBD: what was
 * festgeschrieben is not reopened, a correction is a new booking in an open month).
 */
export async function closeMonth(db: Database, month: string, actor: StaffActor, now = new Date()) {
  if (month >= berlinDay(now).slice(0, 7)) fail(409, m.monthNotOver);
  const inserted = await db.insert(closedMonths).values({ month, closedBy: actor.username, closedAt: now }).onConflictDoNothing();
  if (inserted.rowsAffected !== 1) fail(409, m.monthClosed(germanMonth(month)));
}
