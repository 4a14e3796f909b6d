import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { documentCounters, type documentKinds } from '../../platform/db/schema.ts';
import { berlinDay } from '../../shared/dates.ts';

export type DocumentKind = (typeof documentKinds)[number];

const prefixes: Record<DocumentKind, string> = { quote: 'AN', order: 'B', invoice: 'RE', purchase: 'BE' };

/** The Berlin calendar year a document made now is numbered in. */
export const berlinYear = (now: Date) => Number(berlinDay(now).slice(0, 4));

/**
 * Counts the year's next number ("AN-2026-0001", "B-2026-0001"). Put it into the same batch as the
 * insert that reads it (documentNumber): the batch is one transaction, so concurrent documents get
 * consecutive numbers, and a failed insert gives its number back (gap-free, as German bookkeeping expects).
 */
export function countDocument(db: Database, kind: DocumentKind, year: number, condition: SQL = sql`1`) {
  return db.run(
    sql`insert into ${documentCounters} (kind, year, last) select ${kind}, ${year}, 1 where ${condition}
        on conflict (kind, year) do update set last = last + 1`,
  );
}

/** The number countDocument just counted, as an SQL value for the insert. */
export function documentNumber(kind: DocumentKind, year: number): SQL {
  return sql`(select ${prefixes[kind]} || '-' || year || '-' || printf('%04d', last) from ${documentCounters} where kind = ${kind} and year = ${year})`;
}
