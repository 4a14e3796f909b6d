import { germanDay } from '../../shared/dates.ts';
import type { Database } from '../../platform/db/client.ts';
import { formatWeek, weekMonday, type DeliveryWeek } from './contract/delivery-week.ts';
import { purchaseMessages as m } from './contract/purchasing-messages.ts';
import { livePurchaseOrders, orderPurchaseRows } from './purchase-order-json.ts';

/** The latest delivery week the order's live Bestellungen have confirmed so far; null before any AB. */
async function latestConfirmedWeek(db: Database, orderId: number): Promise<DeliveryWeek | null> {
  const weeks = livePurchaseOrders(await orderPurchaseRows(db, orderId)).flatMap((row) =>
    row.confirmation ? [row.confirmation.week] : [],
  );
  if (weeks.length === 0) return null;
  return weeks.reduce((latest, week) => (weekMonday(week) > weekMonday(latest) ? week : latest));
}

/**
 * Whether a Montage starting on `day` (Berlin) comes before the goods: the question the office is asked
 * before booking it anyway, or null when the day is at or after the confirmed week's Monday.
 */
export async function montageBeforeDelivery(db: Database, orderId: number, day: string): Promise<string | null> {
  const week = await latestConfirmedWeek(db, orderId);
  if (!week || day >= weekMonday(week)) return null;
  return m.deliveryFirst(formatWeek(week), germanDay(weekMonday(week)));
}
