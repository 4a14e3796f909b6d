import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { orders, purchaseOrders } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { formatWeek } from './contract/delivery-week.ts';
import { confirmedWeek } from './purchase-order-json.ts';

/**
 * GET /api/customer/orders/delivery-weeks: the planned delivery week of each of the caller's orders whose
 * Bestellungen the suppliers have all confirmed ("KW 12/2027"); nothing of prices or suppliers.
 */
export function customerDeliveryWeekRoutes(db: Database) {
  return new Hono<SignedInEnv>().get('/delivery-weeks', async (c) => {
    const own = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, c.get('user').id));
    const ids = own.map((order) => order.id);
    const rows = ids.length ? await db.select().from(purchaseOrders).where(inArray(purchaseOrders.orderId, ids)) : [];
    const weeks = ids.flatMap((orderId) => {
      const week = confirmedWeek(rows.filter((row) => row.orderId === orderId));
      return week ? [{ orderId, week: formatWeek(week) }] : [];
    });
    return c.json(weeks);
  });
}
