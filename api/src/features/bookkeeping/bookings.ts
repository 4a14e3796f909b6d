import { asc, between, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { invoicePayments, invoices } from '../../platform/db/schema.ts';
import type { InvoiceDocument } from '../invoices/contract/invoices.ts';
import type { BookkeepingSettings } from './contract/bookkeeping.ts';
import { customerKey, debtorAccounts } from './debtors.ts';

/** One line of the Buchungsstapel: `account` is debited (S) or credited (H), `contraAccount` the other side. */
export interface Booking {
  /** Positive cents. */
  cents: number;
  side: 'S' | 'H';
  account: string;
  contraAccount: string;
  /** Empty for an automatic account. */
  taxKey: string;
  day: string;
  document: string;
  text: string;
  /** The document's file in the export, beside the bookings. */
  link: string;
}

export type InvoiceRow = typeof invoices.$inferSelect;

/** The file of an invoice in the export: its number. */
export const documentFile = (number: string) => `${number}.pdf`;

/**
 * The bookings of a period (ADR 059), from the invoices issued and the payments recorded in it:
 * - a final invoice: the customer debited with the gross total against the revenue account (VAT by the
 *   automatic account, or the BU key), and credited with the deducted deposits against the received
 *   down payments, which settles them and their VAT;
 * - a deposit invoice is not booked when issued: its VAT is due when the money comes (§ 13 Abs. 1 Nr. 1
 *   Buchst. a Satz 4 UStG); each payment on it is the bank against the received down payments;
 * - a payment on a final invoice: the bank against the customer;
 * - a cancellation: its invoice's bookings with Soll and Haben exchanged (a cancelled deposit none).
 */
export async function periodBookings(db: Database, settings: BookkeepingSettings, from: string, to: string) {
  const issued = await db
    .select()
    .from(invoices)
    .where(between(invoices.issueDate, from, to))
    .orderBy(asc(invoices.issueDate), asc(invoices.id));
  const payments = await db
    .select({ payment: invoicePayments, invoice: invoices })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(between(invoicePayments.paidOn, from, to))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id));
  const cancelledIds = issued.flatMap((invoice) => (invoice.cancelsInvoiceId === null ? [] : [invoice.cancelsInvoiceId]));
  const cancelled = cancelledIds.length > 0 ? await db.select().from(invoices).where(inArray(invoices.id, cancelledIds)) : [];
  const kindOf = new Map(cancelled.map((invoice) => [invoice.id, invoice.kind]));

  // In the order of their first booking in the period: a new customer's Debitor is numbered by first need.
  const customers = [
    ...issued.map((invoice) => ({ day: invoice.issueDate, invoice })),
    ...payments.map((row) => ({ day: row.payment.paidOn, invoice: row.invoice })),
  ]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((row) => row.invoice);
  const personal = settings.receivables === 'personal';
  const accounts = personal ? await debtorAccounts(db, customers.map(customerKey), settings.accountLength) : new Map<string, string>();
  const receivable = (invoice: InvoiceRow) => (personal ? accounts.get(customerKey(invoice))! : settings.receivablesAccount);

  const bookings: Booking[] = [];
  for (const invoice of issued) {
    const originalKind = invoice.kind === 'cancellation' ? kindOf.get(invoice.cancelsInvoiceId!) : invoice.kind;
    if (originalKind !== 'final') continue;
    const document = invoice.document as InvoiceDocument;
    const label = invoice.kind === 'cancellation' ? `Storno ${document.cancels?.number ?? ''}` : 'Schlussrechnung';
    const common = { day: invoice.issueDate, document: invoice.number, link: documentFile(invoice.number), account: receivable(invoice) };
    bookings.push({
      ...common,
      cents: Math.abs(invoice.gross),
      side: invoice.gross >= 0 ? 'S' : 'H',
      contraAccount: settings.revenueAccount,
      taxKey: settings.revenueTaxKey,
      text: `${label} ${invoice.customerName}`,
    });
    if (document.prepaidTotal !== 0) {
      bookings.push({
        ...common,
        cents: Math.abs(document.prepaidTotal),
        side: document.prepaidTotal > 0 ? 'H' : 'S',
        contraAccount: settings.downPaymentAccount,
        taxKey: settings.downPaymentTaxKey,
        text: `${label} Anzahlung verrechnet ${invoice.customerName}`,
      });
    }
  }
  for (const { payment, invoice } of payments) {
    const deposit = invoice.kind === 'deposit';
    bookings.push({
      cents: payment.amount,
      side: 'S',
      account: settings.bankAccount,
      contraAccount: deposit ? settings.downPaymentAccount : receivable(invoice),
      taxKey: deposit ? settings.downPaymentTaxKey : '',
      day: payment.paidOn,
      document: invoice.number,
      text: `${deposit ? 'Anzahlung' : 'Zahlung'} ${invoice.customerName}`,
      link: documentFile(invoice.number),
    });
  }
  bookings.sort((a, b) => a.day.localeCompare(b.day));
  const debtors = personal
    ? [...new Map(customers.map((invoice) => [receivable(invoice), invoice])).entries()].map(([account, invoice]) => ({ account, invoice }))
    : [];
  return { bookings, issued, debtors };
}
