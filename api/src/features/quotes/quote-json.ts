import { eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { orders, quotes } from '../../platform/db/schema.ts';
import type { CustomerQuoteJson, QuoteJson, QuoteListItemJson } from './contract/quotes.ts';
import { assigneeJson, assigneeNameSql } from '../assignment/staff.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteWithOrder = QuoteRow & { orderId: number | null; assigneeName?: string | null };

/** The quote with the id of the order it became, if any. */
export function selectQuotes(db: Database) {
  return db
    .select({ ...getTableColumns(quotes), orderId: orders.id, assigneeName: assigneeNameSql(quotes.assignedTo) })
    .from(quotes)
    .leftJoin(orders, eq(orders.quoteId, quotes.id));
}

export async function findQuote(db: Database, id: number): Promise<QuoteWithOrder | undefined> {
  const [row] = await selectQuotes(db).where(eq(quotes.id, id));
  return row;
}

/** What a row of the list needs: the quote without the columns only its screen and documents read. */
export type QuoteListRow = Omit<QuoteWithOrder, 'lines' | 'note' | 'fundingCondition' | 'createdBy' | 'updatedAt'>;

export function quoteListItemJson(row: QuoteListRow): QuoteListItemJson {
  return {
    id: row.id,
    number: row.number,
    version: row.version,
    supersededBy: row.supersededBy,
    leadId: row.leadId,
    leadReference: row.leadReference,
    userId: row.userId,
    configurationId: row.configurationId,
    status: row.status,
    customer: {
      name: row.customerName,
      email: row.customerEmail,
      company: row.customerCompany,
      phone: row.customerPhone,
      address: row.customerAddress,
      installationAddress: row.installationAddress,
    },
    priceBasis: row.priceBasis,
    totals: { net: row.net, vat: row.vat, gross: row.gross },
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    orderId: row.orderId,
    assignee: assigneeJson(row),
  };
}

export function quoteJson(row: QuoteWithOrder): QuoteJson {
  return { ...quoteListItemJson(row), lines: row.lines, note: row.note, fundingCondition: row.fundingCondition };
}

/** `depositPercent`: what the account's acceptance agrees to, the share the quote was sent with (ADR 066, 073). */
export function customerQuoteJson(row: QuoteWithOrder, depositPercent: number): CustomerQuoteJson {
  const { leadId: _lead, userId: _user, assignee: _assignee, ...visible } = quoteJson(row);
  return { ...visible, depositPercent };
}
