import { and, eq, gte, sql } from 'drizzle-orm';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { orderHistory, orders, quotes, savedConfigurations } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { ORDER_NUMBER_SLOT, quoteAcceptedCustomerMail, quoteAcceptedOperatorMail } from './mails.ts';
import { berlinDay } from '../../shared/format.ts';
import { quoteMessages } from './contract/quotes.ts';
import { berlinYear, countDocument, documentNumber } from './document-numbers.ts';
import type { DocumentDependencies } from './documents.ts';
import { findQuote, type QuoteWithOrder } from './quote-json.ts';
import { leadHistoryEntryWhen } from '../leads/lead-history.ts';

/** The customer's own quote as they may see it: sent, accepted or with changes asked for; never a draft. */
export async function customersQuote(db: DocumentDependencies['db'], userId: number, id: number): Promise<QuoteWithOrder> {
  const quote = await findQuote(db, id);
  if (!quote || quote.userId !== userId || quote.status === 'draft') fail(404, quoteMessages.quoteNotFound);
  return quote;
}

/**
 * Refuses an acceptance or a change request on a quote that is no longer open, with the message of
 * what closed it. Called before the write, and again after it lost a race, so the customer who
 * clicked second reads what the first click did. Only an acceptance needs the quote still valid
 * (`validOn`); changes may be asked for an expired quote too.
 */
export function refuseClosedQuote(quote: Pick<QuoteWithOrder, 'status' | 'validUntil'>, validOn?: string): void {
  if (quote.status === 'accepted') fail(409, quoteMessages.alreadyAccepted);
  if (quote.status === 'changes_requested') fail(409, quoteMessages.changesAlreadyRequested);
  if (validOn && quote.validUntil < validOn) fail(409, quoteMessages.expired);
}

/** After a conditional write changed nothing: the quote as it is now decides the message. */
export async function refuseAfterLostRace(db: DocumentDependencies['db'], userId: number, id: number, validOn?: string): Promise<never> {
  refuseClosedQuote(await customersQuote(db, userId, id), validOn);
  fail(409, quoteMessages.notSent);
}

/**
 * "Angebot annehmen": the order B-YYYY-NNNN (pending), its first history entry, the configuration
 * ordered, a line in the lead's history and the mails to both sides, in one batch. Its last statement
 * is the acceptance itself, a single conditional UPDATE … WHERE status = 'sent' (and still valid); every
 * statement before it holds only under that same condition, so of two simultaneous acceptances one
 * creates the order and the other changes nothing and is refused.
 */
export async function acceptQuote({ db, notifyEmail, wakeMailer }: DocumentDependencies, userId: number, id: number, now = new Date()) {
  const quote = await customersQuote(db, userId, id);
  const today = berlinDay(now);
  refuseClosedQuote(quote, today);

  const acceptable = and(eq(quotes.id, id), eq(quotes.userId, userId), eq(quotes.status, 'sent'), gte(quotes.validUntil, today));
  const open = sql`exists (select 1 from ${quotes} where ${acceptable})`;
  const year = berlinYear(now);
  const theOrder = (column: typeof orders.id | typeof orders.orderNumber) =>
    sql`(select ${column} from ${orders} where ${orders.quoteId} = ${id})`;
  const orderNumber = { slot: ORDER_NUMBER_SLOT, value: theOrder(orders.orderNumber) };
  const recipient = quote.customerEmail ?? '';

  const [, , , , , , , [accepted]] = await db.batch([
    countDocument(db, 'order', year, open),
    insertWhen(
      db,
      orders,
      {
        userId,
        orderNumber: documentNumber('order', year),
        totalPrice: quote.gross,
        vat: quote.vat,
        net: quote.net,
        status: 'pending',
        quoteId: id,
        lines: quote.lines,
        customerName: quote.customerName,
        customerEmail: quote.customerEmail,
        // The quote's addresses and phone; the acceptance may confirm or change them.
        customerCompany: quote.customerCompany,
        customerPhone: quote.customerPhone,
        billingAddress: quote.customerAddress,
        installationAddress: quote.installationAddress,
        createdAt: now,
        updatedAt: now,
      },
      open,
    ),
    insertWhen(
      db,
      orderHistory,
      { orderId: theOrder(orders.id), at: now, by: quote.customerName, status: 'pending', text: `Angebot ${quote.number} angenommen` },
      open,
    ),
    db
      .update(savedConfigurations)
      .set({ status: 'ordered' })
      .where(and(eq(savedConfigurations.id, quote.configurationId ?? 0), open)),
    leadHistoryEntryWhen(
      db,
      quote.leadId,
      {
        at: now,
        by: quote.customerName,
        kind: 'note',
        text: sql`replace(${`Angebot ${quote.number} angenommen: Bestellung ${ORDER_NUMBER_SLOT}`}, ${ORDER_NUMBER_SLOT}, ${orderNumber.value})`,
      },
      open,
    ),
    enqueueMailWhen(db, quoteAcceptedCustomerMail(quote, recipient), recipient ? open : sql`0`, orderNumber, now),
    enqueueMailWhen(db, quoteAcceptedOperatorMail(quote, notifyEmail), open, orderNumber, now),
    db.update(quotes).set({ status: 'accepted', acceptedAt: now, updatedAt: now }).where(acceptable).returning({ id: quotes.id }),
  ]);
  if (!accepted) await refuseAfterLostRace(db, userId, id, today);
  wakeMailer();
}
