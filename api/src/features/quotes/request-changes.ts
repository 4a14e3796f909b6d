import { and, eq, sql } from 'drizzle-orm';
import { quotes } from '../../platform/db/schema.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { changeRequestedMail } from './mails.ts';
import { customersQuote, refuseAfterLostRace, refuseClosedQuote } from './accept-quote.ts';
import type { DocumentDependencies } from './documents.ts';
import { leadHistoryEntryWhen } from '../leads/lead-history.ts';

/**
 * The customer asks for changes to a sent quote: the message lands in the lead's history and in the
 * operator's mailbox, and the quote is marked so (the operator answers with a new quote). As with the
 * acceptance, the status change comes last and the rest holds only while the quote is still sent.
 */
export async function requestQuoteChanges(
  { db, notifyEmail, wakeMailer }: DocumentDependencies,
  userId: number,
  id: number,
  message: string,
  now = new Date(),
) {
  const quote = await customersQuote(db, userId, id);
  refuseClosedQuote(quote);
  const stillSent = and(eq(quotes.id, id), eq(quotes.userId, userId), eq(quotes.status, 'sent'));
  const open = sql`exists (select 1 from ${quotes} where ${stillSent})`;
  const [, , [changed]] = await db.batch([
    leadHistoryEntryWhen(
      db,
      quote.leadId,
      { at: now, by: quote.customerName, kind: 'note', text: `Änderungswunsch zu Angebot ${quote.number}: ${message}` },
      open,
    ),
    enqueueMailWhen(db, changeRequestedMail(quote, quote.leadReference, message, notifyEmail), open, undefined, now),
    db.update(quotes).set({ status: 'changes_requested', updatedAt: now }).where(stillSent).returning({ id: quotes.id }),
  ]);
  if (!changed) await refuseAfterLostRace(db, userId, id);
  wakeMailer();
}
