import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { claimDocumentsOfConfirmedAddress } from '../accounts/claim-documents.ts';
import type { QuoteLine } from '../documents/contract/lines.ts';
import { customerOrderJson, orderUpdates } from './order-json.ts';

export interface CustomerOrderDependencies<WorkAcceptance> {
  db: Database;
  /**
   * Each order's Abnahme as its customer sees it, by order id: the acceptance feature's, passed in by
   * app.ts because the Abnahme builds on orders, not the other way round.
   */
  workAcceptances: (db: Database, orders: { id: number; lines: QuoteLine[] }[]) => Promise<Map<number, WorkAcceptance>>;
}

/**
 * GET /api/customer/orders: the caller's own orders, newest first, with the office's notes and the Abnahme.
 * Behind Mein Konto's session check (accounts/customer.routes.ts, mounted before it in app.ts).
 */
export function customerOrderRoutes<WorkAcceptance>({ db, workAcceptances }: CustomerOrderDependencies<WorkAcceptance>) {
  return new Hono<SignedInEnv>().get('/', async (c) => {
    await claimDocumentsOfConfirmedAddress(db, c.get('user'));
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, c.get('user').id))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    const updates = await orderUpdates(
      db,
      rows.map((row) => row.id),
    );
    const acceptances = await workAcceptances(db, rows);
    return c.json(rows.map((row) => ({ ...customerOrderJson(row, updates.get(row.id)), workAcceptance: acceptances.get(row.id) ?? null })));
  });
}
