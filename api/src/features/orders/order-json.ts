import { and, asc, desc, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appointments, orderHistory, orders, quotes } from '../../platform/db/schema.ts';
import { withStaffNames } from '../accounts/staff-names.ts';
import type {
  CustomerOrderJson,
  OrderHistoryEntry,
  OrderJson,
  OrderListItemJson,
  OrderStatus,
  OrderUpdateJson,
} from './contract/orders.ts';
import { assigneeJson, assigneeNameSql } from '../assignment/staff.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderWithQuote = OrderRow & { quoteNumber: string | null; assigneeName: string | null };

/** Orders with the number of the quote they came from. */
export function selectOrders(db: Database) {
  return db
    .select({ ...getTableColumns(orders), quoteNumber: quotes.number, assigneeName: assigneeNameSql(orders.assignedTo) })
    .from(orders)
    .leftJoin(quotes, eq(quotes.id, orders.quoteId));
}

export async function findOrder(db: Database, id: number): Promise<OrderWithQuote | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  return row;
}

/**
 * The office's notes to the customer on the orders' status changes, oldest first, per order: one query
 * for a whole list of orders (the account's).
 */
export async function orderUpdates(db: Database, orderIds: number[]): Promise<Map<number, OrderUpdateJson[]>> {
  const updates = new Map<number, OrderUpdateJson[]>();
  if (orderIds.length === 0) return updates;
  const rows = await db
    .select({ orderId: orderHistory.orderId, at: orderHistory.at, status: orderHistory.status, note: orderHistory.customerNote })
    .from(orderHistory)
    .where(and(inArray(orderHistory.orderId, orderIds), ne(orderHistory.customerNote, '')))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id));
  for (const row of rows) {
    const list = updates.get(row.orderId) ?? [];
    list.push({ at: row.at.toISOString(), status: row.status, note: row.note });
    updates.set(row.orderId, list);
  }
  return updates;
}

/** The spec's fields (the total is gross cents) and the addresses the order is delivered and billed to. */
export function customerOrderJson(row: OrderRow, updates: OrderUpdateJson[] = []): CustomerOrderJson {
  return {
    id: row.id,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    total: row.totalPrice,
    status: row.status as OrderStatus,
    acceptance: row.acceptance ?? null,
    deposit_percent: row.depositPercent,
    addresses: {
      company: row.customerCompany,
      phone: row.customerPhone,
      billingAddress: row.billingAddress,
      installationAddress: row.installationAddress,
    },
    updates,
  };
}

export function orderListItemJson(row: OrderWithQuote): OrderListItemJson {
  return {
    ...customerOrderJson(row),
    quote: row.quoteId !== null && row.quoteNumber !== null ? { id: row.quoteId, number: row.quoteNumber } : null,
    customer: { name: row.customerName, email: row.customerEmail, userId: row.userId },
    assignee: assigneeJson(row),
    priceBasis: row.priceBasis,
    totals: { net: row.net, vat: row.vat, gross: row.totalPrice },
  };
}

/** The order's booked Montage that ends last. */
export async function lastMontage(db: Database, orderId: number) {
  const [montage] = await db
    .select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(and(eq(appointments.orderId, orderId), eq(appointments.kind, 'montage'), eq(appointments.status, 'booked')))
    .orderBy(desc(appointments.endsAt))
    .limit(1);
  return montage;
}

export async function orderJson(db: Database, row: OrderWithQuote): Promise<OrderJson> {
  const montage = await lastMontage(db, row.id);
  const history = await db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, row.id))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id));
  return {
    ...orderListItemJson(row),
    lines: row.lines,
    history: await withStaffNames(
      db,
      history.map((entry): OrderHistoryEntry => ({
        at: entry.at.toISOString(),
        by: entry.by,
        status: entry.status,
        text: entry.text,
        customerNote: entry.customerNote,
        customerNotified: entry.customerNotified,
      })),
    ),
    montage: montage ? { startsAt: montage.startsAt.toISOString(), endsAt: montage.endsAt.toISOString() } : null,
    taxCertificate: { buildingYear: row.buildingYear, ownerOccupied: row.ownerOccupied },
    fundingApproval: row.fundingApproval,
  };
}
