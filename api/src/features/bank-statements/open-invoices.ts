import { and, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { invoices } from '../../platform/db/schema.ts';
import { paidSql } from '../documents/paid.ts';
import type { OpenInvoice } from './entry-matching.ts';

/** Every invoice a payment can go to (not cancelled, not a cancellation) with what is still open on it. */
export async function payableInvoices(db: Database): Promise<OpenInvoice[]> {
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
    .where(and(ne(invoices.kind, 'cancellation'), isNull(invoices.cancelledById)));
  return rows.map(({ amountDue, paid, ...row }) => ({ ...row, balance: Math.max(0, amountDue - paid) }));
}
