import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { contains } from '../../platform/db/like.ts';
import { orders } from '../../platform/db/schema.ts';
import type { ordersQuerySchema } from './contract/order-schemas.ts';
import type { OrdersPageJson } from './contract/orders.ts';
import type { z } from '../../shared/zod.ts';
import { orderListItemJson, selectOrders } from './order-json.ts';
import { assignedCondition } from '../assignment/staff.ts';

type OrdersQuery = z.output<typeof ordersQuerySchema>;

/** "Aufträge": newest first, filtered by status and by a search on the number and the customer, paged. */
/** `viewerId`: the signed-in person, for `assigned=me`. */
export async function listOrders(
  db: Database,
  { status, q, assigned, page, pageSize }: OrdersQuery,
  viewerId?: number,
): Promise<OrdersPageJson> {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(orders.status, status));
  const assignment = assignedCondition(orders.assignedTo, assigned, viewerId);
  if (assignment) conditions.push(assignment);
  if (q) {
    const text = q.toLowerCase();
    conditions.push(
      or(
        contains(sql`lower(${orders.orderNumber})`, text),
        contains(sql`lower(${orders.customerName})`, text),
        contains(sql`lower(coalesce(${orders.customerEmail}, ''))`, text),
      )!,
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
