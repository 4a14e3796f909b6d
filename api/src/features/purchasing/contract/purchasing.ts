import type { PriceGrid } from '../../catalogue/contract/price-grid.ts';
import type { DeliveryWeek } from './delivery-week.ts';
import type { deliveryStateLabels, purchaseStatusLabels } from './purchasing-messages.ts';
import type { PurchaseOrderStatus } from '../../../shared/record-statuses.ts';
import type { PurchaseConfirmation, PurchaseDelivery, PurchaseDocument, SupplierAddress } from '../../../shared/purchase-records.ts';

/**
 * Suppliers and Bestellungen (issue 49), zod-free: what the database keeps and the screens read. Money is
 * integer cents, net (a purchase is between businesses); discounts in hundredths of a percent (4250 = 42,50 %).
 */

/** A list price less a discount in hundredths of a percent, to the cent: 10.000 € less 40 % → 6.000 €. */
export const lessDiscount = (listCents: number, discount: number) => Math.round((listCents * (10_000 - discount)) / 10_000);

export type PurchaseState = keyof typeof purchaseStatusLabels;
export type DeliveryState = keyof typeof deliveryStateLabels;

/** What a Bestellung prints and its positions, as the database keeps them (shared/purchase-records.ts). */
export type { PurchaseDocument, PurchasePosition, SupplierAddress } from '../../../shared/purchase-records.ts';

export interface PurchaseOrderJson {
  id: number;
  number: string;
  orderId: number;
  supplierId: number | null;
  status: PurchaseOrderStatus;
  state: PurchaseState;
  document: PurchaseDocument;
  expectedNet: number | null;
  confirmation: PurchaseConfirmation | null;
  delivery: PurchaseDelivery | null;
  replacesNumber: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** A line the office sees under "ohne Lieferant": it is not ordered. */
export interface UnorderedLine {
  lineIndex: number;
  title: string;
}

export interface OrderPurchasesJson {
  purchaseOrders: PurchaseOrderJson[];
  withoutSupplier: UnorderedLine[];
  deliveryState: DeliveryState;
  /** The latest confirmed delivery week of the live Bestellungen; null until every one is confirmed. */
  confirmedWeek: DeliveryWeek | null;
}

/** GET /api/admin/orders/{id}/margin: what the job earned (cents, net). */
export interface MarginJson {
  salesNet: number;
  purchaseNet: number;
  /** Whether every purchase price is confirmed by an AB; false: partly the expected price. */
  purchaseConfirmed: boolean;
  /** The booked Montages' working minutes, each fitter's counted (two fitters for 8 h: 960). */
  montageMinutes: number;
  hourlyRate: number;
  labourCost: number;
  margin: number;
  /** The margin in percent of the sales net, one decimal; null without sales. */
  marginPercent: number | null;
}

interface SupplierProductJson {
  productId: number;
  /** The product's own discount, overriding the supplier's; null: the supplier's. */
  discount: number | null;
  /** A purchase price grid (net cents); when set, it prices the product instead of any discount. */
  priceGrid: PriceGrid | null;
}

export interface SupplierJson extends SupplierAddress {
  id: number;
  leadTimeWeeks: number;
  discount: number;
  products: SupplierProductJson[];
  articleCodes: { optionId: number; code: string }[];
}

export const marginGroupings = ['month', 'source'] as const;
export type MarginGrouping = (typeof marginGroupings)[number];

/** Auswertungen: a month's or an origin's orders and what they earned (GET /api/admin/margins). */
export interface MarginRow {
  /** The month (1–12) of the order, or its origin ("unbekannt" without one). */
  key: string;
  orders: number;
  salesNet: number;
  purchaseNet: number;
  labourCost: number;
  margin: number;
  marginPercent: number | null;
}

export interface MarginsJson {
  year: number;
  by: MarginGrouping;
  rows: MarginRow[];
}
