import { and, eq, sql, type SQL } from 'drizzle-orm';
import { quotes } from '../../platform/db/schema.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { changeRequestedMail } from './mails.ts';
import { customersQuote, refuseAfterLostRace, refuseClosedQuote } from './accept-quote.ts';
import type { DocumentDependencies } from '../documents/dependencies.ts';
import { findQuote, type QuoteWithOrder } from './quote-json.ts';
import { leadHistoryEntryWhen } from '../leads/lead-history.ts';
import { notificationRecipient } from '../settings/current-company.ts';

/** The customer asks for changes in their account: only their own quote. */
export async function requestQuoteChanges(
  dependencies: DocumentDependencies,
  userId: number,
  id: number,
  message: string,
  now = new Date(),
) {
  const quote = await customersQuote(dependencies.db, userId, id);
  await recordChangeRequest(
    dependencies,
    quote,
    message,
    eq(quotes.userId, userId),
    () => customersQuote(dependencies.db, userId, id),
    now,
  );
}

/** The customer asks for changes on the personal link (/angebot/{token}): the link found the quote. */
export async function requestQuoteChangesByLink(
  dependencies: DocumentDependencies,
  quote: QuoteWithOrder,
  message: string,
  now = new Date(),
) {
  await recordChangeRequest(dependencies, quote, message, undefined, async () => (await findQuote(dependencies.db, quote.id))!, now);
}

/**
 * The message lands in the lead's history and in the operator's mailbox, and the quote is marked so (the
 * operator answers with a new version). As with the acceptance, the status change comes last and the
 * rest holds only while the quote is still sent.
 */
async function recordChangeRequest(
  { db, notifyEmail, wakeMailer }: DocumentDependencies,
  quote: QuoteWithOrder,
  message: string,
  owner: SQL | undefined,
  reload: () => Promise<QuoteWithOrder>,
  now: Date,
) {
  refuseClosedQuote(quote);
  const stillSent = and(eq(quotes.id, quote.id), owner, eq(quotes.status, 'sent'));
  const open = sql`exists (select 1 from ${quotes} where ${stillSent})`;
  const [, , [changed]] = await db.batch([
    leadHistoryEntryWhen(
      db,
      quote.leadId,
      { at: now, by: quote.customerName, kind: 'note', text: `Änderungswunsch zu Angebot ${quote.number}: ${message}` },
      open,
    ),
    enqueueMailWhen(db, changeRequestedMail(quote, quote.leadReference, message, notificationRecipient(notifyEmail)), open, undefined, now),
    db.update(quotes).set({ status: 'changes_requested', updatedAt: now }).where(stillSent).returning({ id: quotes.id }),
  ]);
  if (!changed) await refuseAfterLostRace(reload);
  wakeMailer();
}
