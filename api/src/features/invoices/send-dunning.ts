import { and, eq, sql } from 'drizzle-orm';
import type { ResultSet } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { invoiceDunning, invoiceLinks, invoices } from '../../platform/db/schema.ts';
import { newLinkToken } from '../../platform/http/link-tokens.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { formatCents } from '../../shared/format.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { dunningLevelLabels, dunningLevels, type DunningLevel } from './contract/dunning.ts';
import { dunningMessages } from './contract/dunning-messages.ts';
import { invoiceMessages as m } from './contract/invoice-messages.ts';
import { invoiceFilename, type InvoiceDocument } from './contract/invoices.ts';
import { renderDunningLetter } from './dunning-letter-pdf.ts';
import { dunningStates } from './dunning-state.ts';
import { invoiceEventAfterChange } from './invoice-events.ts';
import { invoiceAttachments } from './invoice-files.ts';
import { findInvoice } from './invoice-json.ts';
import { paidSql } from '../documents/paid.ts';
import { invoiceLinkUrl } from './invoice-links.ts';
import { dunningMail } from './mails.ts';
import { berlinDay } from '../../shared/dates.ts';

/**
 * Sends one dunning level of an overdue invoice, on the office's explicit call after it looked at the
 * figures, never by itself: the letter as PDF, the invoice, the GiroCode for the letter's total, a fresh
 * link. Each level goes out once and only after the one before: the row of `invoice_dunning` is inserted
 * under that condition (and its unique index), and the mail and the event follow only if it was, so two
 * clicks at once send one letter.
 */
export async function sendDunning(
  { db, siteUrl }: { db: Database; siteUrl: string },
  id: number,
  level: DunningLevel,
  actor: StaffActor,
  now = new Date(),
) {
  const invoice = await findInvoice(db, id, now);
  if (!invoice) fail(404, m.invoiceNotFound);
  if (invoice.status !== 'overdue') fail(409, m.notOverdue);
  if (!invoice.customerEmail) fail(409, m.noRecipient);
  const [state] = await dunningStates(db, now, [id]);
  const previous = dunningLevels[dunningLevels.indexOf(level) - 1];
  if (!state || state.sent[level] || (previous && !state.sent[previous])) fail(409, dunningMessages.notDue(dunningLevelLabels[level]));
  const figures = state.figures(level);
  const day = berlinDay(now);
  const letter = await renderDunningLetter({
    level,
    day,
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    document: invoice.document as InvoiceDocument,
    figures,
  });
  const label = dunningLevelLabels[level];
  const { token, tokenHash } = newLinkToken();
  const mail = dunningMail(invoice, level, figures, {
    recipient: invoice.customerEmail,
    link: invoiceLinkUrl(siteUrl, token),
    attachments: [
      {
        filename: `${label.replace(/[. ]+/g, '-')}-${invoice.number}.pdf`,
        contentType: 'application/pdf',
        contentBase64: letter.toString('base64'),
      },
      ...(await invoiceAttachments(invoice, figures.total)).filter((file) => file.filename !== invoiceFilename(invoice.number, 'xml')),
    ],
    sender: actor,
  });
  const condition = sql`exists (select 1 from ${invoices} where ${invoices.id} = ${id} and ${invoices.cancelledById} is null and ${paidSql} < ${invoices.amountDue})
    and not exists (select 1 from ${invoiceDunning} where ${and(eq(invoiceDunning.invoiceId, id), eq(invoiceDunning.level, level))})
    ${previous ? sql`and exists (select 1 from ${invoiceDunning} where ${and(eq(invoiceDunning.invoiceId, id), eq(invoiceDunning.level, previous))})` : sql``}`;
  const [inserted] = (await db.batch([
    insertWhen(
      db,
      invoiceDunning,
      {
        invoiceId: id,
        level,
        sentOn: day,
        sentBy: actor.username,
        open: figures.open,
        interest: figures.interest,
        fees: figures.newFees,
        total: figures.total,
        createdAt: now,
      },
      condition,
    ),
    enqueueMailWhen(db, mail, sql`changes() = 1`, undefined, now),
    invoiceEventAfterChange(db, {
      invoiceId: id,
      by: actor.username,
      kind: 'reminder',
      text: `${label} über ${formatCents(figures.total)} gesendet`,
      at: now,
    }),
    db.insert(invoiceLinks).values({ invoiceId: id, tokenHash, createdAt: now }),
  ])) as unknown as ResultSet[];
  if (inserted!.rowsAffected !== 1) fail(409, dunningMessages.notDue(label));
}
