import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { quotes } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { quoteVersionMessages } from './contract/quote-versions.ts';
import { quoteNumberLabel } from '../documents/contract/numbers.ts';

type Version = { id: number; number: string; version: number };

/**
 * The statement that makes a sent version the valid one: every older version of the same number that the
 * customer has not accepted becomes 'superseded', pointing at this one (a version superseded before points
 * at the newest too, so an old link always leads to the quote that counts). Part of the send batch; it
 * holds only once this version is sent, so it may stand after the statement that sends it.
 */
export function supersedeOlderVersions(db: Database, quote: Version, now: Date) {
  const sentNow = sql`exists (select 1 from ${quotes} where ${quotes.id} = ${quote.id} and ${quotes.status} = 'sent')`;
  return db
    .update(quotes)
    .set({ status: 'superseded', supersededBy: quote.id, updatedAt: now })
    .where(and(eq(quotes.number, quote.number), lt(quotes.version, quote.version), ne(quotes.status, 'accepted'), sentNow));
}

/**
 * SQL that holds while no older version of the quote is accepted: part of the send batch's condition, so
 * an acceptance that lands between the check below and the batch still stops the send.
 */
export function noOlderVersionAccepted(quote: Version) {
  if (quote.version === 1) return sql`1`;
  return sql`not exists (select 1 from ${quotes} where ${quotes.number} = ${quote.number} and ${quotes.version} < ${quote.version} and ${quotes.status} = 'accepted')`;
}

/**
 * A version is not sent once an older one is accepted: the customer has an order on the older terms, and a
 * second valid quote beside it would offer the same work twice.
 */
export async function refuseSendingAfterAcceptedVersion(db: Database, quote: Version): Promise<void> {
  if (quote.version === 1) return;
  const [accepted] = await db
    .select({ version: quotes.version })
    .from(quotes)
    .where(and(eq(quotes.number, quote.number), lt(quotes.version, quote.version), eq(quotes.status, 'accepted')));
  if (accepted) fail(409, quoteVersionMessages.olderAccepted(quoteNumberLabel({ number: quote.number, version: accepted.version })));
}
