import { sql } from 'drizzle-orm';
import { invoicePayments } from '../../platform/db/schema.ts';

/**
 * What has been paid on an invoice: the sum of its payments, as SQL over a row of `invoices`. Here, low,
 * because more than the invoices read it: the reviews (a paid final invoice invites one) and the bank
 * statements' matching.
 */
// Spelled out with the table names: drizzle writes a column without its table in some statements, and
// inside this subquery an unqualified "id" would be the payment's.
export const paidSql = sql<number>`(select coalesce(sum("invoice_payments"."amount"), 0) from ${invoicePayments} where "invoice_payments"."invoice_id" = "invoices"."id")`;
