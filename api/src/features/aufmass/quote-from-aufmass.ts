import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { aufmassRecords, quotes } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { documentTotals, type PriceBasis } from '../documents/contract/totals.ts';
import type { QuoteLine } from '../documents/contract/lines.ts';
import { draftQuote } from '../quotes/draft-quote.ts';
import { newQuoteVersion } from '../quotes/new-version.ts';
import { aufmassJson, aufmassVersions } from './aufmass-json.ts';
import { aufmassLines } from './aufmass-lines.ts';
import { aufmassMessages as m } from './contract/aufmass-messages.ts';

/** The newest version of the quote number that `quoteId` belongs to. */
async function newestOfNumber(db: Database, quoteId: number) {
  const [quote] = await db.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, quoteId));
  if (!quote) return undefined;
  const [newest] = await db
    .select({ id: quotes.id, status: quotes.status })
    .from(quotes)
    .where(eq(quotes.number, quote.number))
    .orderBy(desc(quotes.version))
    .limit(1);
  return newest;
}

/** A draft's lines replaced by the measured ones, the totals by the draft's own price basis. */
async function replaceDraftLines(db: Database, quoteId: number, linesIn: (basis: PriceBasis) => QuoteLine[], now: Date) {
  const [quote] = await db.select({ priceBasis: quotes.priceBasis }).from(quotes).where(eq(quotes.id, quoteId));
  const lines = linesIn(quote!.priceBasis);
  await db
    .update(quotes)
    .set({ lines, ...documentTotals(lines, quote!.priceBasis), updatedAt: now })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'draft')));
}

/**
 * "Angebot aus Aufmaß" (issue 48): the newest Aufmaß as a quote draft. The first makes a new numbered draft;
 * a later version of the Aufmaß brings its lines into the quote made from an earlier one: into its draft
 * while it was not sent, else into a new version of it ("Neue Version"), so a sent quote never changes
 * under the customer. A version already turned into a quote answers that quote again.
 */
export async function quoteFromAufmass(
  db: Database,
  leadId: number,
  by: string,
  now = new Date(),
): Promise<{ quoteId: number; created: boolean }> {
  const [latest] = await aufmassVersions(db, leadId);
  if (!latest) fail(404, m.notFound);
  if (latest.quoteId !== null) return { quoteId: latest.quoteId, created: false };
  const lines = await aufmassLines(db, await aufmassJson(db, latest));
  const [earlier] = await db
    .select({ quoteId: aufmassRecords.quoteId })
    .from(aufmassRecords)
    .where(and(eq(aufmassRecords.leadId, leadId), isNotNull(aufmassRecords.quoteId)))
    .orderBy(desc(aufmassRecords.version))
    .limit(1);
  const previous = earlier?.quoteId ? await newestOfNumber(db, earlier.quoteId) : undefined;
  let quoteId: number;
  if (!previous) {
    quoteId = (await draftQuote(db, leadId, by, now, lines)).id;
  } else {
    if (previous.status === 'accepted') fail(409, m.quoteAccepted);
    quoteId = previous.status === 'draft' ? previous.id : (await newQuoteVersion(db, previous.id, by, now)).id;
    await replaceDraftLines(db, quoteId, lines, now);
  }
  await db.update(aufmassRecords).set({ quoteId }).where(eq(aufmassRecords.id, latest.id));
  return { quoteId, created: true };
}
