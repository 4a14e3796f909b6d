import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { purchaseOrders } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { purchaseMessages as m } from './contract/purchasing-messages.ts';
import type { PurchaseOrderRow } from './purchase-order-json.ts';

export async function findPurchaseOrder(db: Database, id: number): Promise<PurchaseOrderRow> {
  const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  return row ?? fail(404, m.notFound);
}
