import { pagingShape } from '../../../shared/request-schemas.ts';
import { calendarDay, recordNumber } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { invoiceKinds, invoiceStatuses, issuableInvoiceKinds } from './invoices.ts';
import { invoiceMessages as m } from './invoice-messages.ts';

/**
 * POST /api/admin/orders/{id}/invoices. A final invoice's Leistungsdatum (§ 14 Abs. 4 Nr. 6 UStG) as the
 * office enters it; without one, the last Montage day (issue-invoice.ts serviceDayOf).
 */
export const issueInvoiceSchema = z.object({
  kind: z.enum(issuableInvoiceKinds, { error: m.kind }),
  serviceDate: z.optional(calendarDay(m.serviceDate)),
  /** "Einbehalt wegen offener Mängel" on a final invoice, in cents (ADR 061). */
  retention: z.optional(
    z.int({ error: m.retention }).check(z.minimum(1, { error: m.retention }), z.maximum(999_999_999, { error: m.retention })),
  ),
});

/** POST /api/admin/invoices/{id}/payments: cents and a Berlin day. */
export const paymentSchema = z.object({
  amount: z.int({ error: m.amount }).check(z.minimum(1, { error: m.amount }), z.maximum(999_999_999, { error: m.amount })),
  date: calendarDay(m.paymentDate),
  /** The office confirmed a payment dated in a month already closed for the adviser (ADR 059). */
  closedMonthConfirmed: z.optional(z.boolean()),
});

/** GET /api/admin/invoices (and its CSV): filters and paging as the other lists have them. */
export const invoicesQuerySchema = z.object({
  status: z.optional(z.enum(invoiceStatuses, { error: m.status })),
  kind: z.optional(z.enum(invoiceKinds, { error: m.kind })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  orderId: z.optional(recordNumber(m.orderNotFound)),
  ...pagingShape,
});
export type InvoicesQuery = z.output<typeof invoicesQuerySchema>;
