/**
 * A document's lines and addresses: what a quote carries and its order and invoices copy, and how its prices
 * are meant. Below every feature, since the database keeps them as they are (platform/db/schema.ts);
 * documents/contract re-exports them. Zod-free (the request schemas are in quotes/contract/quote-schemas.ts);
 * money is integer cents.
 */

import type { ElementValues } from './element-values.ts';

export const quoteLineKinds = ['product', 'service'] as const;
type QuoteLineKind = (typeof quoteLineKinds)[number];

/** The units a free line may carry (Einstellungen → Positionen); printed beside the quantity ("2 Stk."). */
export const lineUnits = ['Stk.', 'm', 'pauschal'] as const;
export type LineUnit = (typeof lineUnits)[number];

/** A postal address on a quote or order (DIN 5008 address window; installation address). */
export interface PostalAddress {
  street: string;
  postcode: string;
  city: string;
}

/** What a configured product line needs to be drawn (the shared window drawing), kept with the line. */
export interface LineDrawing {
  /** Sizes in cm, as the configurator stores them. */
  breite: number | null;
  hoehe: number | null;
  /** `id`: the catalogue option, so a Bestellung finds its article code (issue 49); older lines lack it. */
  options: { id?: number; key?: string; category: string; name: string; colorCode?: string | null }[];
}

/**
 * What the fitter measured for a line made from an Aufmaß (issue 48), in mm: the order size the quote
 * prices and the manufacturer's order repeats, the position's name, how the sash opens.
 */
interface LineMeasure {
  position: string;
  orderWidthMm: number;
  orderHeightMm: number;
  openingType: string;
  /** DIN direction (links/rechts); null for elements without a hinged sash. */
  hinge: string | null;
}

/** A line of a quote, kept as it is by the order and the invoices made from it. */
export interface QuoteLine {
  kind: QuoteLineKind;
  title: string;
  /** Options and size of a product line, or a note on a service; several lines of text allowed. */
  description: string;
  quantity: number;
  /** Unit price in cents: net on a 'net' document, gross on a 'gross' one (the document's PriceBasis). */
  unitPrice: number;
  /** Discount on the whole line in cents, in the same basis (0 for none); at most quantity × unitPrice. */
  discount: number;
  /** Configured window lines carry what their drawing needs; free lines have none. */
  drawing?: LineDrawing | null;
  /** A free line's unit (Stk., m, pauschal) and whether it is labour (for invoices), from the line presets. */
  unit?: LineUnit;
  labour?: boolean;
  /** A configured window's or door's declared values and its förderfähig badge (ADR 063), printed per position. */
  values?: ElementValues | null;
  funding?: string | null;
  /** A line made from an Aufmaß: its position and order size (Bestellmaß). */
  measure?: LineMeasure | null;
  /** The catalogue product a configured line was made from, so the Bestellung finds its supplier (issue 49). */
  productId?: number | null;
}

/**
 * How a document's line prices are meant: 'net' (a business customer's: net unit prices, the net sum, 19 %
 * VAT on it, the gross total) or 'gross' (a consumer's since ADR 076, and every document made before issue
 * 20: gross unit prices, the gross sum is the total, the VAT it contains extracted once).
 */
export const priceBases = ['net', 'gross'] as const;
export type PriceBasis = (typeof priceBases)[number];
