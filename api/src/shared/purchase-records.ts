/**
 * A Bestellung as the database keeps it (issue 49, platform/db/schema.ts): what it prints, the supplier's
 * Auftragsbestätigung and the delivery. Below every feature so the schema needs none; purchasing/contract
 * re-exports it. Money is integer cents, net (a purchase is between businesses).
 */

/** An ISO 8601 calendar week ("KW 12/2027"); features/purchasing/contract/delivery-week.ts reckons with it. */
export interface DeliveryWeek {
  year: number;
  week: number;
}

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

export interface SupplierAddress {
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
