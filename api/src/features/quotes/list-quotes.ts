import { and, count, desc, eq, getTableColumns, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { contains } from '../../platform/db/like.ts';
import { orders, quotes } from '../../platform/db/schema.ts';
import { foldForSearch } from '../leads/search-text.ts';
import type { QuotesQuery } from './contract/quote-schemas.ts';
import type { QuotesPageJson } from './contract/quotes.ts';
import { quoteListItemJson } from './quote-json.ts';
import { assignedCondition, assigneeNameSql } from '../assignment/staff.ts';

/** The list reads neither the lines (a JSON document per quote) nor the note. */
const { lines: _lines, note: _note, createdBy: _by, updatedAt: _updated, ...listColumns } = getTableColumns(quotes);

/**
 * A column folded as foldForSearch folds the search text. SQLite's lower() folds ASCII only, so the
 * German capitals are replaced by hand: "MÜLLER" then finds "Müller", "Strasse" finds "Straße".
 */
function folded(column: SQLWrapper): SQL {
  return sql`replace(replace(replace(replace(lower(coalesce(${column}, '')), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'ß', 'ss')`;
}

/**
 * "Angebote": newest first, filtered by status and by a search on the number, the customer's name and
 * e-mail and the lead's reference, paged.
 */
/** `viewerId`: the signed-in person, for `assigned=me`. */
export async function listQuotes(
  db: Database,
  { status, q, assigned, page, pageSize }: QuotesQuery,
  viewerId?: number,
): Promise<QuotesPageJson> {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(quotes.status, status));
  const assignment = assignedCondition(quotes.assignedTo, assigned, viewerId);
  if (assignment) conditions.push(assignment);
  if (q) {
    const text = foldForSearch(q);
    conditions.push(
      or(
        ...[quotes.number, quotes.customerName, quotes.customerEmail, quotes.leadReference].map((column) => contains(folded(column), text)),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await db.batch([
    db
      .select({ ...listColumns, orderId: orders.id, assigneeName: assigneeNameSql(quotes.assignedTo) })
      .from(quotes)
      .leftJoin(orders, eq(orders.quoteId, quotes.id))
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  return { quotes: rows.map(quoteListItemJson), total: total?.n ?? 0, page, pageSize };
}
