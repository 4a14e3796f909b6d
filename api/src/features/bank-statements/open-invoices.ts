import { and, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { invoices } from '../../platform/db/schema.ts';
import { paidSql } from '../documents/paid.ts';
import type { OpenInvoice } from './entry-matching.ts';

/**
 * Every invoice a payment can go to (not cancelled, not a cancellation) with what is still open on it;
 * only those of `ids` when given (the invoices a page of bookings names).
 */
export async function payableInvoices(db: Database, ids?: number[]): Promise<OpenInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      customerName: invoices.customerName,
      issueDate: invoices.issueDate,
      kind: invoices.kind,
      orderId: invoices.orderId,
      serviceDate: invoices.serviceDate,
      amountDue: invoices.amountDue,
      paid: paidSql,
    })
    .from(invoices)
    .where(and(ne(invoices.kind, 'cancellation'), isNull(invoices.cancelledById), ids && inArray(invoices.id, ids)));
  return rows.map(({ amountDue, paid, ...row }) => ({ ...row, balance: Math.max(0, amountDue - paid) }));
}
