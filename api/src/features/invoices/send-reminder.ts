import { sql } from 'drizzle-orm';
import type { ResultSet } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { invoices } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { formatCents } from '../../shared/format.ts';
import type { StaffActor } from '../accounts/admin-name.ts';
import { invoiceMessages as m } from './contract/invoice-messages.ts';
import { invoiceEventAfterChange } from './invoice-events.ts';
import { findInvoice, paidSql } from './invoice-json.ts';
import { paymentReminderMail } from './mails.ts';

/**
 * Sends a Zahlungserinnerung for an overdue invoice: only on the office's explicit call (the screen asks
 * first), never by itself. The mail is enqueued only while the invoice is still unpaid and not cancelled.
 */
export async function sendReminder(db: Database, id: number, actor: StaffActor, now = new Date()) {
  const invoice = await findInvoice(db, id, now);
  if (!invoice) fail(404, m.invoiceNotFound);
  if (invoice.status !== 'overdue') fail(409, m.notOverdue);
  if (!invoice.customerEmail) fail(409, m.noRecipient);
  const open = invoice.amountDue - invoice.paid;
  const stillOpen = sql`exists (select 1 from ${invoices} where ${invoices.id} = ${id} and ${invoices.cancelledById} is null and ${paidSql} < ${invoices.amountDue})`;
  const [enqueued] = (await db.batch([
    enqueueMailWhen(db, paymentReminderMail(invoice, open, invoice.customerEmail, actor), stillOpen, undefined, now),
    invoiceEventAfterChange(db, {
      invoiceId: id,
      by: actor.username,
      kind: 'reminder',
      text: `Zahlungserinnerung über ${formatCents(open)} gesendet`,
      at: now,
    }),
  ])) as unknown as ResultSet[];
  if (enqueued!.rowsAffected !== 1) fail(409, m.notOverdue);
}
