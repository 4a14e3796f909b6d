import { newLinkToken } from '../../platform/http/link-tokens.ts';
import { and, eq, sql } from 'drizzle-orm';
import { quotes, savedConfigurations } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { quoteSentMail } from './mails.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { formatCents } from '../../shared/format.ts';
import { quoteMessages } from './contract/quotes.ts';
import { quoteNumberLabel } from '../documents/contract/numbers.ts';
import { missingAddressParts, quoteCustomerMessages } from './contract/quote-customer.ts';
import type { DocumentDependencies } from '../documents/dependencies.ts';
import { findQuote } from './quote-json.ts';
import { currentDepositPercent } from '../settings/deposit-share.ts';
import { quotePdfFilename, renderQuotePdf } from './quote-pdf.ts';
import { leadHistoryEntryWhen } from '../leads/lead-history.ts';
import { requireRealCompany } from '../settings/require-real-company.ts';
import { recordFirstAnswer } from '../leads/first-answer.ts';
import { insertQuoteLinkWhen, quoteLinkUrl } from './quote-links.ts';
import { noOlderVersionAccepted, refuseSendingAfterAcceptedVersion, supersedeOlderVersions } from './supersede.ts';

/**
 * Sends a draft: mails the customer its PDF and personal link (/angebot/{token}, only the token's hash is
 * stored), keeps the deposit share it is sent with, marks the configuration quoted, records it in the lead's
 * history. All in one batch whose last statement turns the draft into "sent"; the statements before it
 * hold only while it is still a draft (and count as the lead's first answer), so two clicks on "Senden" send one mail.
 */
export async function sendQuote({ db, siteUrl, wakeMailer }: DocumentDependencies, id: number, sender: StaffActor, now = new Date()) {
  const quote = await findQuote(db, id);
  if (!quote) fail(404, quoteMessages.quoteNotFound);
  if (quote.status !== 'draft') fail(409, quoteMessages.notEditable);
  if (!quote.customerEmail) fail(409, quoteMessages.noRecipient);
  if (quote.lines.length === 0) fail(400, quoteMessages.lines);
  await refuseSendingAfterAcceptedVersion(db, quote);
  // The PDF's letterhead and footer name the company: never the shipped placeholders (ADR 050).
  await requireRealCompany(db);
  // The address window (DIN 5008) needs where the letter goes; the editor's fields fill it.
  const missing = missingAddressParts(quote.customerAddress);
  if (missing.length > 0) fail(409, quoteCustomerMessages.addressMissing(missing));
  // The share the offer is made with: printed in its PDF, kept with the quote, agreed by its acceptance.
  const depositPercent = await currentDepositPercent(db);
  const pdf = await renderQuotePdf({ ...quote, sentAt: now }, depositPercent);
  // Still a draft, and no older version accepted meanwhile (the check above ran before the batch).
  const sendable = noOlderVersionAccepted(quote);
  const stillDraft = sql`exists (select 1 from ${quotes} where ${quotes.id} = ${id} and ${quotes.status} = 'draft') and ${sendable}`;
  const link = newLinkToken();
  const pdfAttachment = { filename: quotePdfFilename(quote), contentType: 'application/pdf', contentBase64: pdf.toString('base64') };
  const mail = {
    ...quoteSentMail(quote, quote.customerEmail, siteUrl, pdfAttachment, quoteLinkUrl(siteUrl, link.token), sender),
    // The customer's answer lands on this quote (features/inbound-mail, ADR 083).
    record: `quote:${id}`,
  };
  const [, , , , , [sent]] = await db.batch([
    insertQuoteLinkWhen(db, id, link.tokenHash, stillDraft, now),
    enqueueMailWhen(db, mail, stillDraft, undefined, now),
    db
      .update(savedConfigurations)
      .set({ status: 'quoted' })
      .where(and(eq(savedConfigurations.id, quote.configurationId ?? 0), stillDraft)),
    leadHistoryEntryWhen(
      db,
      quote.leadId,
      {
        at: now,
        by: sender.username,
        kind: 'mail',
        text: `Angebot ${quoteNumberLabel(quote)} über ${formatCents(quote.gross)} an ${quote.customerEmail} gesendet`,
      },
      stillDraft,
    ),
    // A sent quote answers the request (the 24-hour promise, docs/domain.md).
    recordFirstAnswer(db, quote.leadId, now, stillDraft),
    db
      .update(quotes)
      .set({ status: 'sent', sentAt: now, depositPercent, updatedAt: now })
      .where(and(eq(quotes.id, id), eq(quotes.status, 'draft'), sendable))
      .returning({ id: quotes.id }),
    // After the send, so the indexes above stay: holds only once this version is sent (supersede.ts).
    supersedeOlderVersions(db, quote, now),
  ]);
  if (!sent) {
    // Refused in the batch: say why, if an older version was accepted in between.
    await refuseSendingAfterAcceptedVersion(db, quote);
    fail(409, quoteMessages.notEditable);
  }
  wakeMailer();
}
