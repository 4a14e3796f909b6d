import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import type { ordersQuerySchema } from '../shared/quote-schemas.ts';
import type { OrdersPageJson } from '../shared/quotes.ts';
import type { z } from '../shared/zod.ts';
import { orderListItemJson, selectOrders } from './order-json.ts';

type OrdersQuery = z.output<typeof ordersQuerySchema>;

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** "Aufträge": newest first, filtered by status and by a search on the number and the customer, paged. */
export async function listOrders(db: Database, { status, q, page, pageSize }: OrdersQuery): Promise<OrdersPageJson> {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(orders.status, status));
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      sql`(lower(${orders.orderNumber}) like ${pattern} escape '\\' or lower(${orders.customerName}) like ${pattern} escape '\\' or lower(coalesce(${orders.customerEmail}, '')) like ${pattern} escape '\\')`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await db.batch([
    selectOrders(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { orders: rows.map(orderListItemJson), total: total?.n ?? 0, page, pageSize };
}
