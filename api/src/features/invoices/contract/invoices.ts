/**
 * Invoices (Rechnungen), issue 23: the contract shared by the API, the back office's "Rechnungen" and the
 * customer's "Mein Konto". Money is integer cents (negative on a cancellation); days are Berlin calendar
 * days (YYYY-MM-DD). Zod-free: the request schemas are in invoice-schemas.ts. ADR 041 has the reasons.
 */

import type { PostalAddress } from '../../documents/contract/lines.ts';
import type { PriceBasis } from '../../documents/contract/totals.ts';

export const invoiceKinds = ['deposit', 'final', 'cancellation'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
/** What the office may issue from an order; a cancellation comes only from "Stornieren". */
export const issuableInvoiceKinds = ['deposit', 'final'] as const;
export type IssuableInvoiceKind = (typeof issuableInvoiceKinds)[number];

export const invoiceKindLabels: Record<InvoiceKind, string> = {
  deposit: 'Anzahlungsrechnung',
  final: 'Schlussrechnung',
  cancellation: 'Stornorechnung',
};

/**
 * Where an invoice stands: derived, never stored, from its payments, its due date (Berlin day) and its
 * cancellation. Overdue wins over partly paid: what matters to the office is that money is late.
 */
export const invoiceStatuses = ['open', 'partly_paid', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  open: 'Offen',
  partly_paid: 'Teilweise bezahlt',
  paid: 'Bezahlt',
  overdue: 'Überfällig',
  cancelled: 'Storniert',
};

/** Days from the invoice date to the due date, unless the setting `invoices.paymentTermDays` says otherwise. */
export const INVOICE_PAYMENT_TERM_DAYS = 14;

/** The seller as printed (§ 14 Abs. 4 Nr. 1, 2 UStG) and as the e-invoice names it, with the bank for the payment. */
export interface SellerParty {
  name: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** Steuernummer; printed when there is no VAT id, sent as BT-32. */
  taxNumber: string;
  /** USt-IdNr. (BT-31). */
  vatId: string;
  email: string;
  /** International (+49 …), as the e-invoice sends it. */
  phone: string;
  /**
   * As the website and the quote print it ("040 1234567-0"), so both documents show one number; absent on
   * invoices issued before it was kept, which print `phone`.
   */
  phoneDisplay?: string;
  /** The managing director and the register, for the footer. */
  legalInfo: string;
  bank: { holder: string; iban: string; bic: string; bankName: string };
}

interface BuyerParty {
  name: string;
  /** A business customer's company: printed above the name and the buyer's name in the e-invoice. */
  company: string;
  address: PostalAddress | null;
}

/** A printed line: net amounts (the e-invoice's line net, BT-131), quantity negative on a cancellation. */
export interface InvoiceLineJson {
  title: string;
  description: string;
  quantity: number;
  unit?: string;
  /** Net unit price in cents (BT-146). */
  unitPrice: number;
  /** Net discount on the whole line (a line allowance, BT-136). */
  discount: number;
  /** quantity × unitPrice − discount. */
  net: number;
  /** Arbeitsleistung (§ 35a EStG). */
  labour: boolean;
  /**
   * A consumer's line as its quote priced it (ADR 076): unit price, discount and amount incl. VAT, printed
   * instead of the net ones, whose sum stays the invoice's net. Missing on net lines.
   */
  gross?: { unitPrice: number; discount: number; amount: number };
}

export interface Amounts {
  net: number;
  vat: number;
  gross: number;
}

/** A deposit invoice the final invoice deducts (§ 14 Abs. 5 S. 2 UStG): number, date and amounts. */
export interface PrepaidInvoiceJson extends Amounts {
  number: string;
  issueDate: string;
}

/** Everything an issued invoice prints, kept as issued (the row's `document`). */
export interface InvoiceDocument {
  kind: InvoiceKind;
  orderNumber: string;
  seller: SellerParty;
  buyer: BuyerParty;
  /** A business customer (the order has a company): the invoice is also an e-invoice. */
  business: boolean;
  /** 19 (%). */
  vatRate: number;
  /**
   * 'gross' for a consumer's order (ADR 076): the lines print their gross prices and the totals the
   * Gesamtbetrag first, then the VAT it contains and the net amount. Missing: net, as before.
   */
  priceBasis?: PriceBasis;
  lines: InvoiceLineJson[];
  /** The invoice's own amounts: for a final invoice every position of the order. */
  totals: Amounts;
  /** Deposit invoices deducted (final invoice). */
  prepaid: PrepaidInvoiceJson[];
  /** Gross of the deducted deposits (BT-113). */
  prepaidTotal: number;
  /** What is to be paid (BT-115). */
  amountDue: number;
  /**
   * The part of amountDue withheld for open defects of the Abnahme (§ 641 Abs. 3 BGB), in cents; due once
   * they are fixed. Missing on invoices without one (ADR 061).
   */
  retention?: number;
  /**
   * The labour share (§ 35a EStG) this invoice declares, for consumers; null for business customers or
   * without labour lines. A final invoice declares the order's labour less what its deposit invoices
   * declared (labourSplit, ADR 076), so the labour declared across an order never exceeds its labour.
   */
  labour: Amounts | null;
  /**
   * A final invoice's labour in full (since ADR 076): the order's whole labour share and each deposit
   * invoice's part of it; `labour` is the rest. Missing on invoices issued before and without labour.
   */
  labourSplit?: { order: Amounts; deposits: { number: string; labour: Amounts }[] };
  /** The text for the date of the supply (§ 14 Abs. 4 Nr. 6 UStG). */
  serviceText: string;
  /** The share of a deposit invoice (percent). */
  depositPercent: number | null;
  paymentTermDays: number;
  /**
   * The invoice says what happens after the due date (§ 286 Abs. 3 BGB: for a consumer, default 30 days
   * after due date and receipt only if the invoice says so). Missing on invoices issued before it was printed.
   */
  defaultNotice?: boolean;
  /** A cancellation's original invoice (BT-25, BT-26). */
  cancels: { number: string; issueDate: string } | null;
}

interface InvoicePaymentJson {
  id: number;
  amount: number;
  paidOn: string;
  createdBy: string;
  /** The person's name of `createdBy`, null for the site (a bank statement) or an account gone. */
  createdByName: string | null;
  createdAt: string;
}

interface InvoiceEventJson {
  at: string;
  by: string;
  byName: string | null;
  kind: string;
  text: string;
}

export interface InvoiceListItemJson {
  id: number;
  number: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  orderId: number | null;
  orderNumber: string;
  customerName: string;
  /** A business customer's company ('' for a consumer), so the office finds the invoice by the firm it knows. */
  company: string;
  business: boolean;
  issueDate: string;
  dueDate: string;
  net: number;
  vat: number;
  gross: number;
  amountDue: number;
  paid: number;
  /** amountDue − paid; 0 once paid or cancelled. */
  balance: number;
  cancelsInvoiceId: number | null;
  cancelledById: number | null;
}

export interface InvoiceJson extends InvoiceListItemJson {
  customerEmail: string | null;
  serviceDate: string | null;
  document: InvoiceDocument;
  payments: InvoicePaymentJson[];
  events: InvoiceEventJson[];
  createdBy: string;
}

export interface InvoicesPageJson {
  invoices: InvoiceListItemJson[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/customer/invoices: what the customer needs to pay and download. */
export interface CustomerInvoiceJson {
  id: number;
  number: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  orderNumber: string;
  issueDate: string;
  dueDate: string;
  gross: number;
  amountDue: number;
  balance: number;
}

/** The invoice's file name: "Rechnung-RE-2026-0001.pdf". */
export const invoiceFilename = (number: string, extension: 'pdf' | 'xml') =>
  extension === 'pdf' ? `Rechnung-${number}.pdf` : `XRechnung-${number}.xml`;
