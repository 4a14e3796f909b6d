/**
 * Quotes (Angebote) and orders (Aufträge), issue 14: the contract shared by the API routes, the back
 * office's screens and the customer's dashboard. Money is integer cents. The price rule (ADR 035): lines of
 * a 'net' document are net, 19 % VAT is computed once on the net sum and the gross total is the figure a
 * consumer must see (PAngV); 'gross' documents (before issue 20) keep their gross lines (documentTotals).
 * Zod-free: the request schemas are in quote-schemas.ts. Dates are Berlin calendar days (YYYY-MM-DD) or
 * ISO timestamps.
 */

import type { AssigneeJson } from '../../assignment/contract/assignment.ts';
import type { ElementValues } from '../../catalogue/contract/element-values.ts';

export const VAT_RATE_PERCENT = 19;
/** The terms of /agb § 4 the quote carries and the customer confirms before accepting. */
export const DOWN_PAYMENT_PERCENT = 30;
/**
 * The version of the AGB (/agb) a customer accepts a quote under: the date of the AGB text (its `updated`
 * in site/src/content/legal/agb.md). Kept in every acceptance record; change both together.
 */
export const TERMS_VERSION = '2026-11-01';
export const QUOTE_VALIDITY_DAYS = 30;
/** A quote binds the company to its prices; a year is as far as material prices can be promised. */
export const QUOTE_MAX_VALIDITY_DAYS = 365;
export const QUOTE_LINE_LIMIT = 50;

/** 'superseded': a newer version of the same quote was sent; its link shows the newer one. */
export const quoteStatuses = ['draft', 'sent', 'accepted', 'changes_requested', 'superseded'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** Order statuses: the spec's configuration/order labels (labels.ts configurationStatusLabels) apply. */
export const orderStatuses = ['pending', 'confirmed', 'in_production', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Where an order may go from each status; completed and cancelled are final. */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['in_production', 'cancelled'],
  in_production: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

export const quoteLineKinds = ['product', 'service'] as const;
type QuoteLineKind = (typeof quoteLineKinds)[number];

/** The units a free line may carry (Einstellungen → Positionen); printed beside the quantity ("2 Stk."). */
export const lineUnits = ['Stk.', 'm', 'pauschal'] as const;
export type LineUnit = (typeof lineUnits)[number];

/** The quantity as printed: with the line's unit when it has one ("2 Stk."), else the number alone. */
export function quantityLabel(line: Pick<QuoteLine, 'quantity' | 'unit'>): string {
  return line.unit ? `${line.quantity} ${line.unit}` : String(line.quantity);
}

/**
 * How a quote's line prices are meant: 'net' (since issue 20: net unit prices, the net sum, 19 % VAT on it,
 * the gross total) or 'gross' (documents made before, whose lines were gross; kept as they were issued).
 */
export const priceBases = ['net', 'gross'] as const;
export type PriceBasis = (typeof priceBases)[number];

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
  options: { key?: string; category: string; name: string; colorCode?: string | null }[];
}

/**
 * What the customer agreed to when accepting (§ 312j (3) BGB: the button names the payment obligation;
 * the order keeps the record): the moment, the quote's number and version, the terms' version, the down
 * payment and the withdrawal notice shown.
 */
export interface AcceptanceRecord {
  at: string;
  quoteNumber: string;
  quoteVersion: number;
  termsVersion: string;
  downPaymentPercent: number;
  withdrawalNotice: string;
  /** 'account' (Mein Konto) or 'link' (the personal quote link without an account). */
  via: 'account' | 'link';
  /** The funding condition's text when the quote carried it (ADR 063): part of what was accepted. */
  fundingCondition?: string;
}

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
}

export interface DocumentTotals {
  /** The net sum: the lines' sum on a 'net' document; gross − VAT on a 'gross' one. */
  net: number;
  /** 19 % VAT, rounded once per document, never summed from rounded line amounts. */
  vat: number;
  /** The total the customer pays, incl. VAT: the figure consumers must see first (PAngV § 3). */
  gross: number;
}

/** A line's amount: quantity × unit price − discount, in the document's basis (net or gross). */
export function lineTotal(line: Pick<QuoteLine, 'quantity' | 'unitPrice' | 'discount'>): number {
  return line.quantity * line.unitPrice - line.discount;
}

/**
 * The document's three figures (ADR 035). 'net': net = Σ lines, VAT = round(net × 19 %), gross = net + VAT.
 * 'gross' (documents issued before issue 20, kept as issued): gross = Σ lines, the contained VAT =
 * round(gross × 19 / 119), net = gross − VAT. Either way VAT is rounded once, on the document's sum.
 */
export function documentTotals(
  lines: readonly Pick<QuoteLine, 'quantity' | 'unitPrice' | 'discount'>[],
  basis: PriceBasis,
): DocumentTotals {
  const sum = lines.reduce((total, line) => total + lineTotal(line), 0);
  if (basis === 'net') {
    const vat = vatOnNet(sum);
    return { net: sum, vat, gross: sum + vat };
  }
  const vat = Math.round((sum * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
  return { net: sum - vat, vat, gross: sum };
}

/** 19 % VAT on a net sum, rounded half a cent up: the one VAT rounding of a 'net' document. */
function vatOnNet(netCents: number): number {
  return Math.round((netCents * VAT_RATE_PERCENT) / 100);
}

/**
 * A catalogue price (gross, as the configurator shows consumers) as the net unit price of a quote line:
 * 801,94 € → 673,90 €. Of the net prices next to gross × 100 / 119 it takes the one whose gross (net plus
 * its rounded VAT) is the catalogue price again, so a window quoted alone costs what the web showed. About
 * one gross price in six has no such net price (19 % VAT makes the gross jump by 2 cents there); then the
 * rounded quotient stands, and the web shows the quote's figure through quotedGross (ADR 053).
 */
export function netUnitPrice(grossCents: number): number {
  const rounded = Math.round((grossCents * 100) / (100 + VAT_RATE_PERCENT));
  return [rounded, rounded - 1, rounded + 1].find((net) => net + vatOnNet(net) === grossCents) ?? rounded;
}

export const quoteMessages = {
  title: 'Bitte geben Sie eine Bezeichnung an (höchstens 200 Zeichen).',
  description: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein.',
  quantity: 'Die Menge muss eine ganze Zahl von 1 bis 999 sein.',
  unitPrice: 'Der Einzelpreis muss ein Betrag von 0,00 € bis 9.999.999,99 € sein.',
  discount: 'Der Rabatt darf nicht negativ sein und nicht höher als der Positionspreis.',
  unit: `Bitte wählen Sie als Einheit ${lineUnits.join(', ')}.`,
  labour: 'Bitte geben Sie an, ob die Position eine Arbeitsleistung ist.',
  lines: `Ein Angebot braucht mindestens eine und höchstens ${QUOTE_LINE_LIMIT} Positionen.`,
  validUntil:
    'Bitte geben Sie ein Gültigkeitsdatum im Format JJJJ-MM-TT an, das nicht in der Vergangenheit und höchstens ein Jahr in der Zukunft liegt.',
  note: 'Die Anmerkung darf höchstens 2000 Zeichen lang sein.',
  fundingCondition: 'Bitte geben Sie an, ob das Angebot unter der Förderbedingung steht (ja oder nein).',
  leadId: 'Bitte geben Sie die Nummer einer Anfrage an.',
  leadNotFound: 'Diese Anfrage gibt es nicht.',
  quoteNotFound: 'Dieses Angebot gibt es nicht.',
  orderNotFound: 'Diesen Auftrag gibt es nicht.',
  notEditable: 'Ein versendetes oder angenommenes Angebot kann nicht mehr geändert werden.',
  noRecipient: 'Diese Anfrage hat keine E-Mail-Adresse; das Angebot kann nicht versendet werden.',
  sentTitle: 'Angebot versendet',
  alreadyAccepted: 'Dieses Angebot wurde bereits angenommen.',
  expired: 'Dieses Angebot ist nicht mehr gültig. Bitte fordern Sie ein neues Angebot an.',
  notSent: 'Dieses Angebot kann noch nicht angenommen werden.',
  changesAlreadyRequested: 'Zu diesem Angebot haben Sie bereits Änderungen gewünscht; Sie erhalten von uns ein neues Angebot.',
  termsRequired: 'Bitte bestätigen Sie die Bedingungen des Angebots.',
  acceptedTitle: 'Angebot angenommen',
  changeMessage: 'Bitte schreiben Sie, was wir ändern sollen (höchstens 2000 Zeichen).',
  changeRequestedTitle: 'Änderungswunsch gesendet',
  status: 'Bitte wählen Sie einen gültigen Status.',
  transition: 'Dieser Statuswechsel ist nicht möglich.',
  /** "Abschließen" while the order's Montage still lies ahead (order-status.ts). */
  montageAhead: (time: string) =>
    `Die Montage dieses Auftrags ist erst am ${time}. Bitte bestätigen Sie, dass Sie den Auftrag trotzdem schon abschließen.`,
  cancelReason: 'Bitte geben Sie einen Grund für die Stornierung an (höchstens 500 Zeichen).',
  customerNote: 'Die Nachricht an den Kunden darf höchstens 1000 Zeichen lang sein.',
  notifyCustomer: 'Bitte geben Sie an, ob der Kunde eine E-Mail bekommt.',
  terms: `Mit der Annahme bestätigen Sie die Allgemeinen Geschäftsbedingungen: Mit Auftragserteilung ist eine Anzahlung von ${DOWN_PAYMENT_PERCENT} % des Gesamtpreises fällig, der Restbetrag mit der Abnahme. Die Elemente werden nach Maß für Sie gefertigt; für sie besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 1 BGB).`,
} as const;

/** Who the quote is addressed to: the address window's lines and the installation address if it differs. */
export interface QuoteCustomerJson {
  name: string;
  email: string | null;
  company: string;
  phone: string;
  /** May be incomplete in a draft (a funnel lead brings only its PLZ); complete once sent. */
  address: PostalAddress | null;
  installationAddress: PostalAddress | null;
}

export interface QuoteJson {
  id: number;
  /** "AN-2026-0001": gap-free per year, given when the draft is created; kept by every version. */
  number: string;
  /** 1 for the first; printed with the number from 2 on (quoteNumberLabel). */
  version: number;
  /** The newer version that replaced this one once sent. */
  supersededBy: number | null;
  /** null once the lead is gone (retention after three years, erasure): the quote stays ten years. */
  leadId: number | null;
  leadReference: string;
  userId: number | null;
  configurationId: number | null;
  status: QuoteStatus;
  customer: QuoteCustomerJson;
  lines: QuoteLine[];
  /** How the lines' prices are meant; decides the labels (netto/brutto) and how the totals were computed. */
  priceBasis: PriceBasis;
  totals: DocumentTotals;
  validUntil: string;
  note: string;
  /** The contract takes effect only with the funding approval (contract/funding-condition.ts). */
  fundingCondition: boolean;
  createdAt: string;
  sentAt: string | null;
  acceptedAt: string | null;
  orderId: number | null;
  /** The person in the office who looks after it (issue 21). */
  assignee: AssigneeJson | null;
}

/** A row of GET /api/admin/quotes ("Angebote"): the quote without its lines and note. */
export type QuoteListItemJson = Omit<QuoteJson, 'lines' | 'note' | 'fundingCondition'>;

export interface QuotesPageJson {
  quotes: QuoteListItemJson[];
  total: number;
  page: number;
  pageSize: number;
}

/** A quote as its customer sees it (GET /api/customer/quotes): without the back office's links. */
export type CustomerQuoteJson = Omit<QuoteJson, 'leadId' | 'userId' | 'assignee'>;

export interface OrderHistoryEntry {
  at: string;
  by: string;
  /** The person's name when `by` is someone in the office. */
  byName?: string | null;
  /** What the office told the customer with this change; '' none (issue 23). */
  customerNote: string;
  /** Whether the customer was mailed about it. */
  customerNotified: boolean;
  status: OrderStatus;
  text: string;
}

/** GET /api/customer/orders: the spec's fields (id, order_number, created_at, total, status). */
export interface CustomerOrderJson {
  id: number;
  order_number: string;
  created_at: string;
  total: number;
  status: OrderStatus;
  /** What the customer agreed to on acceptance; null for orders from before issue 20. */
  acceptance: AcceptanceRecord | null;
  /** Billing and installation address and phone, as the accepted quote had them (issue 20). */
  addresses: OrderAddressesJson;
  /** The office's notes to the customer with a status change, oldest first (issue 23). */
  updates: OrderUpdateJson[];
}

/** A status change the office wrote the customer a note about. */
export interface OrderUpdateJson {
  at: string;
  status: OrderStatus;
  note: string;
}

export interface OrderAddressesJson {
  company: string;
  phone: string;
  billingAddress: PostalAddress | null;
  /** null: installed at the billing address. */
  installationAddress: PostalAddress | null;
}

export interface OrderJson extends CustomerOrderJson {
  /** null for an order from before quotes existed. */
  quote: { id: number; number: string } | null;
  customer: { name: string; email: string | null; userId: number | null };
  /** The person in the office who looks after it (issue 21). */
  assignee: AssigneeJson | null;
  lines: QuoteLine[];
  priceBasis: PriceBasis;
  totals: DocumentTotals;
  history: OrderHistoryEntry[];
  /** The order's booked Montage that ends last (ISO instants), or null: "Abschließen" asks while it is ahead. */
  montage: { startsAt: string; endsAt: string } | null;
  /** What the office entered for the § 35c EStG certificate (ADR 063); null until entered. */
  taxCertificate: { buildingYear: number | null; ownerOccupied: boolean | null };
}

/** A row of GET /api/admin/orders: the order without its lines, history and Montage. */
export type OrderListItemJson = Omit<OrderJson, 'lines' | 'history' | 'montage' | 'taxCertificate'>;

export interface OrdersPageJson {
  orders: OrderListItemJson[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/customer/quotes/{id}/accept: the accepted quote and the order it became. */
export interface AcceptedQuoteJson {
  quote: CustomerQuoteJson;
  order: CustomerOrderJson;
}

/** A quote's number as printed: "AN-2026-0007" for the first version, "AN-2026-0007-2" for the second. */
export function quoteNumberLabel({ number, version }: { number: string; version: number }): string {
  return version > 1 ? `${number}-${version}` : number;
}
