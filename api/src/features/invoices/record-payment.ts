import { sql } from 'drizzle-orm';
import type { ResultSet } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { invoicePayments, invoices } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { berlinDay, formatCents } from '../../shared/format.ts';
import type { StaffActor } from '../accounts/admin-name.ts';
import { invoiceMessages as m } from './contract/invoice-messages.ts';
import { germanDay } from './contract/invoices.ts';
import { invoiceEventAfterChange } from './invoice-events.ts';
import { findInvoice, paidSql } from './invoice-json.ts';
import { reviewInvitationStatements } from '../reviews/review-invitation.ts';

/**
 * Records a payment the office saw on the account: never more than is still open, on a day between the
 * invoice date and today. The limit is checked again in the insert's condition, so two payments entered
 * at once cannot together exceed the amount due.
 *
 * The payment that completes a final invoice invites the customer to review the order (issue 38, ADR
 * 060), in the same batch: the invitation's condition is checked after the payment's insert, so only
 * the payment that really completes it invites, once.
 */
export async function recordPayment(
  db: Database,
  id: number,
  payment: { amount: number; date: string },
  actor: StaffActor,
  siteUrl: string,
  now = new Date(),
) {
  const invoice = await findInvoice(db, id, now);
  if (!invoice) fail(404, m.invoiceNotFound);
  if (invoice.kind === 'cancellation' || invoice.cancelledById !== null || invoice.amountDue <= 0) fail(409, m.notPayable);
  if (payment.date > berlinDay(now)) fail(400, m.paymentInFuture);
  if (payment.date < invoice.issueDate) fail(400, m.paymentBeforeIssue);
  const open = invoice.amountDue - invoice.paid;
  if (payment.amount > open) fail(409, m.overpaid(formatCents(Math.max(0, open))));
  const fits = sql`exists (select 1 from ${invoices} where ${invoices.id} = ${id} and ${invoices.cancelledById} is null
    and ${paidSql} + ${payment.amount} <= ${invoices.amountDue})`;
  const completed = sql`exists (select 1 from ${invoices} where ${invoices.id} = ${id} and ${invoices.kind} = 'final'
    and ${invoices.cancelledById} is null and ${paidSql} >= ${invoices.amountDue})`;
  const invitation =
    invoice.kind === 'final' && invoice.orderId !== null
      ? await reviewInvitationStatements(
          db,
          { orderId: invoice.orderId, condition: completed, by: actor.username, siteUrl, fallbackDay: invoice.serviceDate ?? payment.date },
          now,
        )
      : undefined;
  const [inserted] = (await db.batch([
    insertWhen(
      db,
      invoicePayments,
      { invoiceId: id, amount: payment.amount, paidOn: payment.date, createdBy: actor.username, createdAt: now },
      fits,
    ),
    invoiceEventAfterChange(db, {
      invoiceId: id,
      by: actor.username,
      kind: 'payment',
      text: `Zahlung über ${formatCents(payment.amount)} vom ${germanDay(payment.date)} erfasst`,
      at: now,
    }),
    ...(invitation ?? []),
  ])) as unknown as ResultSet[];
  if (inserted!.rowsAffected !== 1) fail(409, m.overpaid(formatCents(Math.max(0, open))));
}
