import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appointments, orders, purchaseOrders } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { berlinClock, berlinDay, berlinYear } from '../../shared/dates.ts';
import { readSetting } from '../settings/app-settings.ts';
import type { MarginGrouping, MarginJson, MarginRow, MarginsJson } from './contract/purchasing.ts';
import { purchaseMessages as m } from './contract/purchasing-messages.ts';
import { livePurchaseOrders, type PurchaseOrderRow } from './purchase-order-json.ts';
import { purchasingSetting } from './purchasing-setting.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The working minutes of a Montage: its hours per day times its days times its fitters. An appointment
 * over several days runs from its start time to its end time on each of them (appointments/contract), not
 * through the nights; each fitter of the crew is paid for those hours.
 */
function montageMinutes(appointment: { startsAt: Date; endsAt: Date; fitters: number }): number {
  const start = berlinClock(appointment.startsAt);
  const end = berlinClock(appointment.endsAt);
  const days = Math.round((Date.parse(`${end.day}T00:00:00Z`) - Date.parse(`${start.day}T00:00:00Z`)) / DAY_MS) + 1;
  return Math.max(0, minutesOf(end.time) - minutesOf(start.time)) * days * appointment.fitters;
}

/** The purchase net of the live Bestellungen: the AB's price where confirmed, else the expected one. */
function purchaseOf(rows: readonly PurchaseOrderRow[]): { net: number; confirmed: boolean } {
  let net = 0;
  let confirmed = true;
  for (const row of livePurchaseOrders(rows)) {
    row.document.positions.forEach((position, index) => {
      const price = row.confirmation?.unitPrices[index] ?? position.expectedUnitPrice;
      if (!row.confirmation) confirmed = false;
      net += (price ?? 0) * position.quantity;
    });
  }
  return { net, confirmed };
}

interface OrderFigures {
  id: number;
  net: number;
}

/** The Deckungsbeitrag of each order: sales net − purchase net − Montage hours × the internal hourly rate. */
async function margins(db: Database, list: OrderFigures[]): Promise<Map<number, MarginJson>> {
  const ids = list.map((order) => order.id);
  if (ids.length === 0) return new Map();
  const { hourlyRate } = await readSetting(db, purchasingSetting);
  const [purchaseRows, montages] = await db.batch([
    db.select().from(purchaseOrders).where(inArray(purchaseOrders.orderId, ids)),
    db
      .select({
        orderId: appointments.orderId,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        fitters: appointments.fitters,
      })
      .from(appointments)
      .where(and(inArray(appointments.orderId, ids), eq(appointments.kind, 'montage'), eq(appointments.status, 'booked'))),
  ]);
  return new Map(
    list.map((order) => {
      const purchase = purchaseOf(purchaseRows.filter((row) => row.orderId === order.id));
      const minutes = montages.filter((row) => row.orderId === order.id).reduce((sum, row) => sum + montageMinutes(row), 0);
      const labourCost = Math.round((minutes * hourlyRate) / 60);
      const margin = order.net - purchase.net - labourCost;
      return [
        order.id,
        {
          salesNet: order.net,
          purchaseNet: purchase.net,
          purchaseConfirmed: purchase.confirmed,
          montageMinutes: minutes,
          hourlyRate,
          labourCost,
          margin,
          marginPercent: order.net > 0 ? Math.round((margin / order.net) * 1000) / 10 : null,
        },
      ];
    }),
  );
}

/** GET /api/admin/orders/{id}/margin: what the job earned. The sales net is the order's, as agreed. */
export async function orderMargin(db: Database, orderId: number): Promise<MarginJson> {
  const [order] = await db.select({ id: orders.id, net: orders.net }).from(orders).where(eq(orders.id, orderId));
  if (!order) fail(404, m.orderNotFound);
  return (await margins(db, [order])).get(order.id)!;
}

/**
 * Auswertungen: the Deckungsbeitrag of a year's orders (by their Berlin day) per month or per origin,
 * beside the revenue. Cancelled orders earned nothing and are left out.
 */
export async function yearMargins(db: Database, year: number, by: MarginGrouping): Promise<MarginsJson> {
  const { start, end } = berlinYear(year);
  const rows = (
    await db
      .select({ id: orders.id, net: orders.net, createdAt: orders.createdAt, origin: orders.origin, status: orders.status })
      .from(orders)
      .where(and(gte(orders.createdAt, new Date(start)), lt(orders.createdAt, new Date(end))))
  ).filter((row) => row.status !== 'cancelled');
  const figures = await margins(db, rows);
  const groups = new Map<string, MarginRow>();
  for (const row of rows) {
    const key = by === 'month' ? String(Number(berlinDay(row.createdAt).slice(5, 7))) : (row.origin ?? 'unbekannt');
    const figure = figures.get(row.id)!;
    const group = groups.get(key) ?? { key, orders: 0, salesNet: 0, purchaseNet: 0, labourCost: 0, margin: 0, marginPercent: null };
    group.orders += 1;
    group.salesNet += figure.salesNet;
    group.purchaseNet += figure.purchaseNet;
    group.labourCost += figure.labourCost;
    group.margin += figure.margin;
    group.marginPercent = group.salesNet > 0 ? Math.round((group.margin / group.salesNet) * 1000) / 10 : null;
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => (by === 'month' ? Number(a.key) - Number(b.key) : b.margin - a.margin));
  return { year, by, rows: sorted };
}
