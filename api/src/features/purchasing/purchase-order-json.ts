import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { type orders, purchaseOrders } from '../../platform/db/schema.ts';
import type { DeliveryWeek } from './contract/delivery-week.ts';
import { weekMonday } from './contract/delivery-week.ts';
import type { DeliveryState, OrderPurchasesJson, PurchaseOrderJson, PurchaseState } from './contract/purchasing.ts';
import { groupBySupplier } from './purchase-positions.ts';
import { supplierRules } from './supplier-rules.ts';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

/** Where a Bestellung stands: its status, then the AB and the delivery entered on it. */
function purchaseState(row: Pick<PurchaseOrderRow, 'status' | 'confirmation' | 'delivery'>): PurchaseState {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.delivery) return row.delivery.complete ? 'delivered' : 'partly';
  if (row.confirmation) return 'confirmed';
  return row.status;
}

/** The expected purchase net: per position its price times its quantity; null when a price is unknown. */
function expectedNet(row: Pick<PurchaseOrderRow, 'document'>): number | null {
  let sum = 0;
  for (const position of row.document.positions) {
    if (position.expectedUnitPrice === null) return null;
    sum += position.expectedUnitPrice * position.quantity;
  }
  return sum;
}

function purchaseOrderJson(row: PurchaseOrderRow, numbers: ReadonlyMap<number, string>): PurchaseOrderJson {
  return {
    id: row.id,
    number: row.number,
    orderId: row.orderId,
    supplierId: row.supplierId,
    status: row.status,
    state: purchaseState(row),
    document: row.document,
    expectedNet: expectedNet(row),
    confirmation: row.confirmation ?? null,
    delivery: row.delivery ?? null,
    replacesNumber: row.replacesId ? (numbers.get(row.replacesId) ?? null) : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const livePurchaseOrders = (rows: readonly PurchaseOrderRow[]) => rows.filter((row) => row.status !== 'cancelled');

/** The order's delivery as a whole: the least advanced of its live Bestellungen. */
function deliveryState(rows: readonly PurchaseOrderRow[]): DeliveryState {
  const live = livePurchaseOrders(rows);
  if (live.length === 0 || live.some((row) => row.status === 'draft')) return 'none';
  const states = live.map(purchaseState);
  if (states.every((state) => state === 'delivered')) return 'delivered';
  if (states.some((state) => state === 'delivered' || state === 'partly')) return 'partly';
  if (states.every((state) => state === 'confirmed')) return 'confirmed';
  return 'ordered';
}

/** The latest confirmed delivery week over the live Bestellungen; null while one is unconfirmed. */
export function confirmedWeek(rows: readonly PurchaseOrderRow[]): DeliveryWeek | null {
  const live = livePurchaseOrders(rows);
  if (live.length === 0 || live.some((row) => !row.confirmation)) return null;
  return live.map((row) => row.confirmation!.week).reduce((latest, week) => (weekMonday(week) > weekMonday(latest) ? week : latest));
}

export async function orderPurchaseRows(db: Database, orderId: number): Promise<PurchaseOrderRow[]> {
  return db.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, orderId)).orderBy(asc(purchaseOrders.id));
}

/** GET /api/admin/orders/{id}/purchase-orders: the Bestellungen, the lines without supplier, the delivery state. */
export async function orderPurchases(db: Database, order: typeof orders.$inferSelect): Promise<OrderPurchasesJson> {
  const rows = await orderPurchaseRows(db, order.id);
  const productIds = [...new Set(order.lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const { withoutSupplier } = groupBySupplier(order.lines, order.priceBasis, await supplierRules(db, productIds));
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  return {
    purchaseOrders: rows.map((row) => purchaseOrderJson(row, numbers)),
    withoutSupplier,
    deliveryState: deliveryState(rows),
    confirmedWeek: confirmedWeek(rows),
  };
}
