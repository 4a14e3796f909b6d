import type { PriceGrid } from '../../catalogue/contract/price-grid.ts';
import type { DeliveryWeek } from './delivery-week.ts';
import type { deliveryStateLabels, purchaseStatusLabels } from './purchasing-messages.ts';

/**
 * Suppliers and Bestellungen (issue 49), zod-free: what the database keeps and the screens read. Money is
 * integer cents, net (a purchase is between businesses); discounts in hundredths of a percent (4250 = 42,50 %).
 */

export const purchaseOrderStatuses = ['draft', 'sent', 'cancelled'] as const;
type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];
export type PurchaseState = keyof typeof purchaseStatusLabels;
export type DeliveryState = keyof typeof deliveryStateLabels;

/** An option of a position, with the supplier's article code when the catalogue knows one. */
interface PurchaseOption {
  category: string;
  name: string;
  articleCode: string;
}

/** One position of a Bestellung: what the manufacturer needs to build the element, nothing typed again. */
export interface PurchasePosition {
  /** The order line it comes from (index in the order's lines). */
  lineIndex: number;
  /** The position's name: the Aufmaß's room or the line's title. */
  name: string;
  product: string;
  /** The Bestellmaß in mm: the Aufmaß's, else the configured size (cm × 10); null: "Maß fehlt". */
  widthMm: number | null;
  heightMm: number | null;
  openingType: string;
  /** DIN direction ("DIN links"); empty where the element has none or none is known. */
  hinge: string;
  glazing: string;
  /** The glazing's declared values as printed ("Uw 0,95 W/(m²K) · Ug 0,6 · g 0,5"). */
  glazingValues: string;
  colourInside: string;
  colourOutside: string;
  options: PurchaseOption[];
  quantity: number;
  /** The expected purchase price per piece, net cents, by the supplier's price rule; null when none applies. */
  expectedUnitPrice: number | null;
}

interface SupplierAddress {
  name: string;
  street: string;
  postcode: string;
  city: string;
  orderEmail: string;
  customerNumber: string;
}

/** What a Bestellung prints, frozen when it is sent ("what was sent stays as sent"). */
export interface PurchaseDocument {
  supplier: SupplierAddress;
  orderNumber: string;
  /** Where the goods go: the yard or the site, as lines of an address. */
  deliveryAddress: string[];
  wishedWeek: DeliveryWeek;
  positions: PurchasePosition[];
}

/** The supplier's Auftragsbestätigung as the office entered it. */
export interface PurchaseConfirmation {
  abNumber: string;
  week: DeliveryWeek;
  /** Confirmed net price per piece, per position in the Bestellung's order. */
  unitPrices: number[];
  /** The AB's PDF under UPLOAD_DIR/purchasing/{purchaseOrderId}/; null when none was attached. */
  file: string | null;
  enteredBy: string;
  enteredAt: string;
}

export interface PurchaseDelivery {
  /** Berlin day (YYYY-MM-DD). */
  date: string;
  complete: boolean;
  note: string;
  /** A photo of damage, stored beside the AB; null for none. */
  photo: string | null;
  enteredBy: string;
}

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
