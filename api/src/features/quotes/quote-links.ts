import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { linkTokenHash } from '../../platform/http/link-tokens.ts';
import { orders, quoteLinks, quotes } from '../../platform/db/schema.ts';
import type { QuoteLinkJson, QuoteLinkState } from './contract/quote-link.ts';
import { quoteNumberLabel } from '../documents/contract/numbers.ts';
import { selectQuotes, type QuoteWithOrder } from './quote-json.ts';
import { berlinDay } from '../../shared/dates.ts';
import { agreedDepositPercent } from '../settings/deposit-share.ts';

/**
 * The personal link of a sent quote, /angebot/{token} (issue 20, ADR 036; the token: link-tokens.ts). It
 * opens the quote until the quote is accepted, expires or is superseded.
 */

export function quoteLinkUrl(siteUrl: string, token: string): string {
  return new URL(`/angebot/${token}`, siteUrl).href;
}

/** The link's row, written in the sending batch under the batch's own condition (send-quote.ts). */
export function insertQuoteLinkWhen(db: Database, quoteId: number, tokenHash: string, condition: SQL, now: Date) {
  return insertWhen(db, quoteLinks, { quoteId, tokenHash, createdAt: now }, condition);
}

/** The quote a token opens, or undefined for a token that opens none (forged, mistyped, deleted quote). */
export async function findQuoteByLinkToken(db: Database, token: string): Promise<QuoteWithOrder | undefined> {
  const tokenHash = linkTokenHash(token);
  if (!tokenHash) return undefined;
  const [row] = await selectQuotes(db).innerJoin(quoteLinks, eq(quoteLinks.quoteId, quotes.id)).where(eq(quoteLinks.tokenHash, tokenHash));
  return row;
}

/**
 * Where the link stands today. Accepted comes first (the customer's own step), then superseded (a newer
 * version replaces it, whatever else), a change request, and the validity: the link accepts until the end
 * of the Berlin day `validUntil`.
 */
export function quoteLinkState(quote: Pick<QuoteWithOrder, 'status' | 'supersededBy' | 'validUntil'>, now = new Date()): QuoteLinkState {
  if (quote.status === 'accepted') return 'accepted';
  if (quote.status === 'superseded' || quote.supersededBy !== null) return 'superseded';
  if (quote.status === 'changes_requested') return 'changes_requested';
  if (quote.validUntil < berlinDay(now)) return 'expired';
  return 'open';
}

/** GET /api/quotes/{token}: the whole quote while it is open; once closed, only why and what came of it. */
export async function quoteLinkJson(db: Database, quote: QuoteWithOrder, now = new Date()): Promise<QuoteLinkJson> {
  const number = quoteNumberLabel(quote);
  const state = quoteLinkState(quote, now);
  switch (state) {
    case 'accepted': {
      const [order] = quote.orderId
        ? await db
            .select({ orderNumber: orders.orderNumber, acceptance: orders.acceptance })
            .from(orders)
            .where(eq(orders.id, quote.orderId))
        : [];
      return { state, number, orderNumber: order?.orderNumber ?? null, acceptance: order?.acceptance ?? null };
    }
    case 'superseded': {
      const [newer] = quote.supersededBy
        ? await db.select({ number: quotes.number, version: quotes.version }).from(quotes).where(eq(quotes.id, quote.supersededBy))
        : [];
      return { state, number, newerNumber: newer ? quoteNumberLabel(newer) : null };
    }
    case 'changes_requested':
      return { state, number };
    case 'expired':
      return { state, number, validUntil: quote.validUntil };
    case 'open':
      return {
        state,
        quote: {
          number,
          version: quote.version,
          customer: { name: quote.customerName, company: quote.customerCompany, phone: quote.customerPhone },
          customerAddress: quote.customerAddress ?? null,
          installationAddress: quote.installationAddress ?? null,
          lines: quote.lines,
          priceBasis: quote.priceBasis,
          totals: { gross: quote.gross, vat: quote.vat, net: quote.net },
          depositPercent: await agreedDepositPercent(db, quote),
          validUntil: quote.validUntil,
          sentAt: quote.sentAt?.toISOString() ?? null,
          note: quote.note,
          fundingCondition: quote.fundingCondition,
        },
      };
  }
}
