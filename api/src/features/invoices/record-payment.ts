import { sql } from 'drizzle-orm';
import type { ResultSet } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { invoicePayments, invoices } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { formatCents } from '../../shared/format.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { isInClosedMonth } from '../documents/closed-months.ts';
import { closedMonthMessages, germanMonth } from '../documents/contract/closed-months.ts';
import { invoiceMessages as m } from './contract/invoice-messages.ts';
import { invoiceEventAfterChange } from './invoice-events.ts';
import { findInvoice } from './invoice-json.ts';
import { paidSql } from '../documents/paid.ts';
import { reviewInvitationStatements } from '../reviews/review-invitation.ts';
import { berlinDay, germanDay } from '../../shared/dates.ts';

/** What recording a payment needs: the database, and the site's address for the review invitation's link. */
export interface PaymentDependencies {
  db: Database;
  siteUrl: string;
}

/**
 * Records a payment the office saw on the account: never more than is still open, on a day between the
 * invoice date and today. The limit is checked again in the insert's condition, so two payments entered
 * at once cannot together exceed the amount due.
 */
export async function recordPayment(
  dependencies: PaymentDependencies,
  id: number,
  payment: { amount: number; date: string; closedMonthConfirmed?: boolean | undefined },
  actor: StaffActor,
  now = new Date(),
) {
  const { db } = dependencies;
  const invoice = await findInvoice(db, id, now);
  if (!invoice) fail(404, m.invoiceNotFound);
  if (invoice.kind === 'cancellation' || invoice.cancelledById !== null || invoice.amountDue <= 0) fail(409, m.notPayable);
  if (payment.date > berlinDay(now)) fail(400, m.paymentInFuture);
  if (payment.date < invoice.issueDate) fail(400, m.paymentBeforeIssue);
  const open = invoice.amountDue - invoice.paid;
  if (payment.amount > open) fail(409, m.overpaid(formatCents(Math.max(0, open))));
  // A closed month went to the adviser festgeschrieben: a payment dated in it changes what he has, so
  // the office confirms it knowingly, and the invoice's history says so.
  const inClosedMonth = await isInClosedMonth(db, payment.date);
  if (inClosedMonth && !payment.closedMonthConfirmed)
    fail(409, closedMonthMessages.paymentInClosedMonth(germanMonth(payment.date.slice(0, 7))));
  const statements = await paymentStatements(
    dependencies,
    invoice,
    { amount: payment.amount, date: payment.date, by: actor.username, inClosedMonth },
    now,
  );
  const [inserted] = (await db.batch(statements)) as unknown as ResultSet[];
  if (inserted!.rowsAffected !== 1) fail(409, m.overpaid(formatCents(Math.max(0, open))));
}

/**
 * The payment's insert, its event and, for a final invoice, the review invitation, for a batch (the
 * insert first: its result tells whether the payment was written). The insert holds only if the invoice
 * is not cancelled and the amount fits into what is still open when the batch runs; a payment taken from
 * a bank statement (`bankEntryId`) also only if that booking paid nothing yet, so two people confirming
 * it at once record it once. The payment that completes a final invoice invites the customer to review
 * the order (issue 38, ADR 060): the invitation's condition is checked after the insert, so only the
 * payment that really completes it invites, once – whether the office typed it or a statement brought it.
 */
export async function paymentStatements(
  { db, siteUrl }: PaymentDependencies,
  invoice: { id: number; kind: string; orderId: number | null; serviceDate: string | null },
  payment: { amount: number; date: string; by: string; bankEntryId?: number; inClosedMonth?: boolean },
  now: Date,
) {
  const id = invoice.id;
  const entryUnused =
    payment.bankEntryId === undefined
      ? sql``
      : sql` and not exists (select 1 from ${invoicePayments} where ${invoicePayments.bankEntryId} = ${payment.bankEntryId})`;
  const fits = sql`exists (select 1 from ${invoices} where ${invoices.id} = ${id} and ${invoices.cancelledById} is null
    and ${paidSql} + ${payment.amount} <= ${invoices.amountDue})${entryUnused}`;
  const completed = sql`exists (select 1 from ${invoices} where ${invoices.id} = ${id} and ${invoices.kind} = 'final'
    and ${invoices.cancelledById} is null and ${paidSql} >= ${invoices.amountDue})`;
  const invitation =
    invoice.kind === 'final' && invoice.orderId !== null
      ? ((await reviewInvitationStatements(
          db,
          { orderId: invoice.orderId, condition: completed, by: payment.by, siteUrl, fallbackDay: invoice.serviceDate ?? payment.date },
          now,
        )) ?? [])
      : [];
  return [
    insertWhen(
      db,
      invoicePayments,
      {
        invoiceId: id,
        amount: payment.amount,
        paidOn: payment.date,
        createdBy: payment.by,
        createdAt: now,
        bankEntryId: payment.bankEntryId,
      },
      fits,
    ),
    invoiceEventAfterChange(db, {
      invoiceId: id,
      by: payment.by,
      kind: 'payment',
      text: `Zahlung über ${formatCents(payment.amount)} vom ${germanDay(payment.date)} erfasst${payment.inClosedMonth ? ' (im abgeschlossenen Monat, bestätigt)' : ''}`,
      at: now,
    }),
    ...invitation,
  ] as const;
}
