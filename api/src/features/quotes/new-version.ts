import { and, asc, desc, eq, gt, inArray, not, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { quotes } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { quoteVersionMessages as m, versionableStatuses, type QuoteVersionJson } from './contract/quote-versions.ts';
import { QUOTE_VALIDITY_DAYS, quoteMessages } from './contract/quotes.ts';
import { quoteNumberLabel } from '../documents/contract/numbers.ts';
import { findQuote, type QuoteWithOrder } from './quote-json.ts';
import { berlinDay } from '../../shared/dates.ts';

const DAY = 24 * 60 * 60 * 1000;

async function newestVersion(db: Database, number: string): Promise<number> {
  const [newest] = await db
    .select({ version: quotes.version })
    .from(quotes)
    .where(eq(quotes.number, number))
    .orderBy(desc(quotes.version))
    .limit(1);
  return newest?.version ?? 1;
}

/** Why no new version can be made of this quote, as a German 409; nothing when it can. */
async function refuseUnversionable(db: Database, quote: QuoteWithOrder): Promise<void> {
  if (quote.status === 'draft') fail(409, m.ofDraft);
  if (quote.status === 'accepted') fail(409, m.ofAccepted);
  if (quote.status === 'superseded') fail(409, m.ofSuperseded);
  // One version is worked on at a time: a second click on "Neue Version" opens no third one.
  const newest = await newestVersion(db, quote.number);
  if (newest > quote.version) fail(409, m.newerExists(quoteNumberLabel({ number: quote.number, version: newest })));
}

/**
 * "Neue Version": the quote copied as a draft with the same number and the next version: its lines (and
 * with them its price basis and totals), customer, addresses, note, lead, account and configuration; valid
 * for 30 days from today. The insert holds only while the quote is still versionable and the newest
 * version, so two clicks, or a click while the customer accepts, never make two drafts or a draft of an
 * accepted quote.
 */
export async function newQuoteVersion(db: Database, id: number, by: string, now = new Date()): Promise<QuoteWithOrder> {
  const quote = await findQuote(db, id);
  if (!quote) fail(404, quoteMessages.quoteNotFound);
  await refuseUnversionable(db, quote);
  const {
    id: _id,
    orderId: _order,
    status: _status,
    supersededBy: _supersededBy,
    sentAt: _sent,
    acceptedAt: _accepted,
    createdBy: _by,
    createdAt: _created,
    updatedAt: _updated,
    validUntil: _validUntil,
    version,
    ...copied
  } = quote;
  const stillOpenAndNewest = and(
    sql`exists (select 1 from ${quotes} where ${quotes.id} = ${id} and ${inArray(quotes.status, [...versionableStatuses])})`,
    not(sql`exists (select 1 from ${quotes} where ${quotes.number} = ${quote.number} and ${gt(quotes.version, version)})`),
  )!;
  const inserted = await insertWhen(
    db,
    quotes,
    {
      ...copied,
      version: version + 1,
      status: 'draft',
      validUntil: berlinDay(new Date(now.getTime() + QUOTE_VALIDITY_DAYS * DAY)),
      createdBy: by,
      createdAt: now,
      updatedAt: now,
    },
    stillOpenAndNewest,
  );
  if (inserted.rowsAffected === 0) {
    // Lost a race: the quote as it is now says why.
    await refuseUnversionable(db, (await findQuote(db, id))!);
    fail(409, m.ofAccepted);
  }
  const [created] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.number, quote.number), eq(quotes.version, version + 1)));
  return (await findQuote(db, created!.id))!;
}

/** Every version of the quote's number, oldest first (the editor's "Versionen"). */
export async function quoteVersions(db: Database, id: number): Promise<QuoteVersionJson[]> {
  const quote = await findQuote(db, id);
  if (!quote) fail(404, quoteMessages.quoteNotFound);
  const rows = await db
    .select({
      id: quotes.id,
      number: quotes.number,
      version: quotes.version,
      status: quotes.status,
      createdAt: quotes.createdAt,
      sentAt: quotes.sentAt,
    })
    .from(quotes)
    .where(eq(quotes.number, quote.number))
    .orderBy(asc(quotes.version));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }));
}
