import type { InvoiceKind, InvoiceStatus } from './invoices.ts';

/**
 * The personal invoice link, /rechnung/{token} (issue 33): what GET /api/invoices/{token} answers and the
 * page's texts. What the customer needs to read and pay the invoice, nothing of the back office.
 */
export interface InvoiceLinkJson {
  number: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  orderNumber: string;
  customerName: string;
  /** A business customer: the XRechnung can be downloaded too. */
  business: boolean;
  issueDate: string;
  dueDate: string;
  totals: { net: number; vat: number; gross: number };
  amountDue: number;
  paid: number;
  /** What is still to pay; 0 once paid or cancelled. */
  balance: number;
  /** The invoice a cancellation invoice cancels. */
  cancels: { number: string; issueDate: string } | null;
  seller: { name: string; email: string; phone: string };
  bank: { holder: string; iban: string; bic: string; bankName: string };
  /** The GiroCode for the balance as inline SVG markup; null when nothing is open. */
  giroCodeSvg: string | null;
}

export const invoiceLinkMessages = {
  notFound: 'Diese Rechnung wurde nicht gefunden. Bitte prüfen Sie den Link aus unserer E-Mail.',
  loadFailed: 'Die Rechnung konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
} as const;
