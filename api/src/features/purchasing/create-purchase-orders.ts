import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { orders, purchaseOrders, suppliers } from '../../platform/db/schema.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { berlinDay } from '../../shared/dates.ts';
import { berlinYear, countDocument, documentNumber } from '../documents/numbering.ts';
import { readSetting } from '../settings/app-settings.ts';
import { currentCompany } from '../settings/current-company.ts';
import { weekAfter } from './contract/delivery-week.ts';
import type { PurchaseDocument, PurchasePosition } from './contract/purchasing.ts';
import { purchaseMessages as m } from './contract/purchasing-messages.ts';
import type { PurchasingSettings } from './contract/purchasing-settings.ts';
import { findPurchaseOrder } from './find-purchase-order.ts';
import { groupBySupplier } from './purchase-positions.ts';
import { purchasingSetting } from './purchasing-setting.ts';
import { supplierRules } from './supplier-rules.ts';

type OrderRow = typeof orders.$inferSelect;

/** The order statuses in which its elements are ordered: confirmed by the customer, not yet done. */
const ORDERABLE_STATUSES = ['confirmed', 'in_production'];

async function orderable(db: Database, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) fail(404, m.orderNotFound);
  if (!ORDERABLE_STATUSES.includes(order.status)) fail(409, m.orderNotConfirmed);
  return order;
}

/**
 * Where the goods go: our yard (the setting's, else the company's address) or the order's site, named by our
 * order number rather than the customer: the supplier needs no name, and the kept letter then holds none.
 */
async function deliveryAddress(db: Database, order: OrderRow, settings: PurchasingSettings): Promise<string[]> {
  const site = order.installationAddress ?? order.billingAddress;
  if (settings.deliverTo === 'site' && site) {
    return [`Baustelle zu Auftrag ${order.orderNumber}`, site.street, `${site.postcode} ${site.city}`];
  }
  const company = await currentCompany(db);
  const yard = settings.yard ?? { street: company.street, postcode: company.postalCode, city: company.city };
  return [company.legalName, yard.street, `${yard.postcode} ${yard.city}`];
}

interface Draft {
  supplierId: number;
  positions: PurchasePosition[];
  replacesId: number | null;
}

/**
 * The drafts in one batch, each numbered "BE-YYYY-NNNN" by the counter in the same transaction (gap-free
 * under parallel requests, documents/numbering.ts). A new Bestellung is written only while its supplier
 * has no live one on the order, a replacement only while the old one is still sent and unreplaced, so a
 * second "Bestellen" at the same moment counts no number and writes nothing.
 */
async function writeDrafts(db: Database, order: OrderRow, drafts: Draft[], actor: StaffActor, now: Date): Promise<number> {
  const settings = await readSetting(db, purchasingSetting);
  const address = await deliveryAddress(db, order, settings);
  const supplierRows = await db
    .select()
    .from(suppliers)
    .where(
      inArray(
        suppliers.id,
        drafts.map((draft) => draft.supplierId),
      ),
    );
  const year = berlinYear(now);
  const orderStill = sql`exists (select 1 from ${orders} where ${orders.id} = ${order.id} and ${inArray(orders.status, ORDERABLE_STATUSES)})`;
  const statements = drafts.flatMap((draft) => {
    const supplier = supplierRows.find((row) => row.id === draft.supplierId);
    if (!supplier) return [];
    const sameSupplier = and(eq(purchaseOrders.orderId, order.id), eq(purchaseOrders.supplierId, draft.supplierId));
    const free: SQL =
      draft.replacesId === null
        ? sql`not exists (select 1 from ${purchaseOrders} where ${sameSupplier} and ${ne(purchaseOrders.status, 'cancelled')})`
        : sql`exists (select 1 from ${purchaseOrders} where ${purchaseOrders.id} = ${draft.replacesId} and ${purchaseOrders.status} = 'sent')
              and not exists (select 1 from ${purchaseOrders} where ${sameSupplier} and ${purchaseOrders.status} = 'draft')`;
    const condition = and(orderStill, free)!;
    const document: PurchaseDocument = {
      supplier: {
        name: supplier.name,
        street: supplier.street,
        postcode: supplier.postcode,
        city: supplier.city,
        orderEmail: supplier.orderEmail,
        customerNumber: supplier.customerNumber,
      },
      orderNumber: order.orderNumber,
      deliveryAddress: address,
      wishedWeek: weekAfter(berlinDay(now), supplier.leadTimeWeeks),
      positions: draft.positions,
    };
    return [
      countDocument(db, 'purchase', year, condition),
      insertWhen(
        db,
        purchaseOrders,
        {
          number: documentNumber('purchase', year),
          orderId: order.id,
          supplierId: supplier.id,
          status: 'draft',
          document,
          replacesId: draft.replacesId,
          createdBy: actor.username,
          createdAt: now,
          updatedAt: now,
        },
        condition,
      ),
    ];
  });
  if (statements.length === 0) return 0;
  const results = await db.batch(statements as unknown as Parameters<typeof db.batch>[0]);
  return (results as unknown as { rowsAffected: number }[])
    .filter((_, index) => index % 2 === 1)
    .reduce((sum, r) => sum + r.rowsAffected, 0);
}

async function groupsOf(db: Database, order: OrderRow) {
  const productIds = [...new Set(order.lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  return groupBySupplier(order.lines, order.priceBasis, await supplierRules(db, productIds)).groups;
}

/**
 * "Bestellen" (POST /api/admin/orders/{id}/purchase-orders): one draft Bestellung per supplier of the
 * order's positions that has none yet. 409 when there is nothing left to order.
 */
export async function orderFromSuppliers(db: Database, orderId: number, actor: StaffActor, now = new Date()): Promise<void> {
  const order = await orderable(db, orderId);
  const groups = await groupsOf(db, order);
  const drafts = [...groups].map(([supplierId, positions]) => ({ supplierId, positions, replacesId: null }));
  if ((await writeDrafts(db, order, drafts, actor, now)) === 0) fail(409, m.nothingToOrder);
}

/**
 * "Ändern" of a sent Bestellung (POST /api/admin/purchase-orders/{id}/replace): a new draft from the
 * order's lines as they are now; sending it cancels the old one.
 */
export async function replacePurchaseOrder(db: Database, id: number, actor: StaffActor, now = new Date()): Promise<number> {
  const old = await findPurchaseOrder(db, id);
  if (old.status !== 'sent' || old.supplierId === null) fail(409, old.status === 'cancelled' ? m.cancelled : m.notSent);
  const order = await orderable(db, old.orderId);
  const positions = (await groupsOf(db, order)).get(old.supplierId) ?? [];
  if (positions.length === 0) fail(409, m.nothingToOrder);
  if ((await writeDrafts(db, order, [{ supplierId: old.supplierId, positions, replacesId: old.id }], actor, now)) === 0) {
    fail(409, m.nothingToOrder);
  }
  return order.id;
}
