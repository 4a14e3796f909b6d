import { sql } from 'drizzle-orm';
import type { ResultSet } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { invoicePayments, invoices } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { berlinDay, formatCents } from '../../shared/format.ts';
import type { StaffActor } from '../accounts/admin-name.ts';
import { isInClosedMonth } from '../bookkeeping/closed-months.ts';
import { germanMonth } from '../bookkeeping/contract/bookkeeping.ts';
import { bookkeepingMessages } from '../bookkeeping/contract/bookkeeping-messages.ts';
import { invoiceMessages as m } from './contract/invoice-messages.ts';
import { germanDay } from './contract/invoices.ts';
import { invoiceEventAfterChange } from './invoice-events.ts';
import { findInvoice, paidSql } from './invoice-json.ts';

/**
 * Records a payment the office saw on the account: never more than is still open, on a day between the
 * invoice date and today. The limit is checked again in the insert's condition, so two payments entered
 * at once cannot together exceed the amount due.
 */
export async function recordPayment(
  db: Database,
  id: number,
  payment: { amount: number; date: string; closedMonthConfirmed?: boolean | undefined },
  actor: StaffActor,
  now = new Date(),
) {
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
    fail(409, bookkeepingMessages.paymentInClosedMonth(germanMonth(payment.date.slice(0, 7))));
  const fits = sql`exists (select 1 from ${invoices} where ${invoices.id} = ${id} and ${invoices.cancelledById} is null
    and ${paidSql} + ${payment.amount} <= ${invoices.amountDue})`;
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
      text: `Zahlung über ${formatCents(payment.amount)} vom ${germanDay(payment.date)} erfasst${inClosedMonth ? ' (im abgeschlossenen Monat, bestätigt)' : ''}`,
      at: now,
    }),
  ])) as unknown as ResultSet[];
  if (inserted!.rowsAffected !== 1) fail(409, m.overpaid(formatCents(Math.max(0, open))));
}
