import { sql } from 'drizzle-orm';
import type { ResultSet } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { invoiceLinks, invoices } from '../../platform/db/schema.ts';
import { newLinkToken } from '../../platform/http/link-tokens.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { formatCents } from '../../shared/format.ts';
import type { StaffActor } from '../accounts/admin-name.ts';
import { invoiceMessages as m } from './contract/invoice-messages.ts';
import { invoiceEventAfterChange } from './invoice-events.ts';
import { invoiceAttachments } from './invoice-files.ts';
import { findInvoice, paidSql } from './invoice-json.ts';
import { invoiceLinkUrl } from './invoice-links.ts';
import { paymentReminderMail } from './mails.ts';

/**
 * Sends a Zahlungserinnerung for an overdue invoice: only on the office's explicit call (the screen asks
 * first), never by itself, with the invoice attached and its personal link. The mail is enqueued only
 * while the invoice is still unpaid and not cancelled.
 */
export async function sendReminder({ db, siteUrl }: { db: Database; siteUrl: string }, id: number, actor: StaffActor, now = new Date()) {
  const invoice = await findInvoice(db, id, now);
  if (!invoice) fail(404, m.invoiceNotFound);
  if (invoice.status !== 'overdue') fail(409, m.notOverdue);
  if (!invoice.customerEmail) fail(409, m.noRecipient);
  const open = invoice.amountDue - invoice.paid;
  const { token, tokenHash } = newLinkToken();
  const mail = paymentReminderMail(invoice, open, {
    recipient: invoice.customerEmail,
    link: invoiceLinkUrl(siteUrl, token),
    attachments: await invoiceAttachments(invoice, open),
    sender: actor,
  });
  const stillOpen = sql`exists (select 1 from ${invoices} where ${invoices.id} = ${id} and ${invoices.cancelledById} is null and ${paidSql} < ${invoices.amountDue})`;
  const [enqueued] = (await db.batch([
    enqueueMailWhen(db, mail, stillOpen, undefined, now),
    invoiceEventAfterChange(db, {
      invoiceId: id,
      by: actor.username,
      kind: 'reminder',
      text: `Zahlungserinnerung über ${formatCents(open)} gesendet`,
      at: now,
    }),
    db.insert(invoiceLinks).values({ invoiceId: id, tokenHash, createdAt: now }),
  ])) as unknown as ResultSet[];
  if (enqueued!.rowsAffected !== 1) fail(409, m.notOverdue);
}
