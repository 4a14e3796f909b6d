import { and, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import { orders, quotes, savedConfigurations } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { ORDER_ID_SLOT, ORDER_NUMBER_SLOT, quoteAcceptedCustomerMail, quoteAcceptedOperatorMail } from './mails.ts';
import { WITHDRAWAL_NOTICE } from './contract/acceptance.ts';
import { FUNDING_CONDITION } from './contract/funding-condition.ts';
import type { AccountAcceptBody, LinkAcceptBody } from './contract/quote-link-schemas.ts';
import { quoteLinkMessages } from './contract/quote-link.ts';
import { quoteMessages, TERMS_VERSION } from './contract/quotes.ts';
import { quoteNumberLabel } from '../documents/contract/numbers.ts';
import { type AcceptanceRecord } from '../orders/contract/orders.ts';
import { type PostalAddress } from '../documents/contract/lines.ts';
import { berlinYear } from '../documents/numbering.ts';
import { createOrderWhen, orderOfQuote } from '../orders/create-order.ts';
import type { DocumentDependencies } from '../documents/dependencies.ts';
import { findQuote, type QuoteWithOrder } from './quote-json.ts';
import { closeLeadWhen } from '../leads/close-lead.ts';
import { leadHistoryEntryWhen } from '../leads/lead-history.ts';
import { notificationRecipient } from '../settings/current-company.ts';
import { agreedDepositPercent } from '../settings/deposit-share.ts';
import { berlinDay } from '../../shared/dates.ts';

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
 * (`validOn`); changes may be asked for an expired quote too. A superseded quote takes neither: the
 * newer version is the one to answer.
 */
export function refuseClosedQuote(quote: Pick<QuoteWithOrder, 'status' | 'validUntil' | 'supersededBy'>, validOn?: string): void {
  if (quote.status === 'accepted') fail(409, quoteMessages.alreadyAccepted);
  if (quote.status === 'superseded' || quote.supersededBy !== null) fail(409, quoteLinkMessages.superseded);
  if (quote.status === 'changes_requested') fail(409, quoteMessages.changesAlreadyRequested);
  if (validOn && quote.validUntil < validOn) fail(409, quoteMessages.expired);
}

/** After a conditional write changed nothing: the quote as it is now decides the message. */
export async function refuseAfterLostRace(reload: () => Promise<QuoteWithOrder>, validOn?: string): Promise<never> {
  refuseClosedQuote(await reload(), validOn);
  fail(409, quoteMessages.notSent);
}

/** What the customer gives on acceptance: where to install, the postal (billing) address, a phone number. */
interface AcceptanceDetails {
  installationAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  phone: string;
}

/**
 * The details of an acceptance: the installation address given, or the quote's (its installation address,
 * else its postal address); the postal address stays the quote's unless the customer says the
 * installation address is it too, or the quote has none.
 */
function acceptanceDetails(quote: QuoteWithOrder, given: AccountAcceptBody | LinkAcceptBody): AcceptanceDetails {
  const installationAddress = given.installationAddress ?? quote.installationAddress ?? quote.customerAddress ?? null;
  const billingAddress = given.samePostalAddress || !quote.customerAddress ? installationAddress : quote.customerAddress;
  return { installationAddress, billingAddress, phone: given.phone ?? quote.customerPhone };
}

/** Who accepts: the account holder (only their own quote) or the holder of the quote's personal link. */
interface Acceptor {
  via: AcceptanceRecord['via'];
  /** The acceptance's extra condition (the account's own quote); none for the link, which found the quote. */
  owner?: SQL;
  /** The quote as it is now, for the message after a lost race. */
  reload: () => Promise<QuoteWithOrder>;
}

/** "Angebot annehmen" in the customer account. */
export async function acceptQuote(
  dependencies: DocumentDependencies,
  userId: number,
  id: number,
  given: AccountAcceptBody,
  now = new Date(),
) {
  const quote = await customersQuote(dependencies.db, userId, id);
  const reload = () => customersQuote(dependencies.db, userId, id);
  return placeOrder(
    dependencies,
    quote,
    acceptanceDetails(quote, given),
    { via: 'account', owner: eq(quotes.userId, userId), reload },
    now,
  );
}

/** "Angebot zahlungspflichtig annehmen" on the personal link (/angebot/{token}): the link found the quote. */
export async function acceptQuoteByLink(
  dependencies: DocumentDependencies,
  quote: QuoteWithOrder,
  given: LinkAcceptBody,
  now = new Date(),
) {
  const reload = async () => (await findQuote(dependencies.db, quote.id))!;
  return placeOrder(dependencies, quote, acceptanceDetails(quote, given), { via: 'link', reload }, now);
}

/**
 * The acceptance: the order B-YYYY-NNNN (pending) with the acceptance record, the addresses and phone, its
 * first history entry, the configuration ordered, a line in the lead's history and the mails to both
 * sides, in one batch. Its last statement is the acceptance itself, a single conditional UPDATE … WHERE
 * status = 'sent' (still valid, not superseded); every statement before it holds only under that same
 * condition, so of two simultaneous acceptances one creates the order and the other changes nothing and
 * is refused.
 */
async function placeOrder(
  { db, notifyEmail, wakeMailer, siteUrl }: DocumentDependencies,
  quote: QuoteWithOrder,
  details: AcceptanceDetails,
  acceptor: Acceptor,
  now: Date,
): Promise<AcceptanceRecord> {
  const id = quote.id;
  const today = berlinDay(now);
  refuseClosedQuote(quote, today);

  const acceptable = and(
    eq(quotes.id, id),
    acceptor.owner,
    eq(quotes.status, 'sent'),
    isNull(quotes.supersededBy),
    gte(quotes.validUntil, today),
  );
  const open = sql`exists (select 1 from ${quotes} where ${acceptable})`;
  const year = berlinYear(now);
  const theOrder = (column: typeof orders.id | typeof orders.orderNumber) => orderOfQuote(id, column);
  const orderNumber = { slot: ORDER_NUMBER_SLOT, value: theOrder(orders.orderNumber) };
  const recipient = quote.customerEmail ?? '';
  const number = quoteNumberLabel(quote);
  // The share the quote was sent with, as the customer read it in its PDF and above the button; kept with
  // the order (ADR 066, 073). A quote sent before quotes kept it: the setting now, as the page showed.
  const depositPercent = await agreedDepositPercent(db, quote);
  const acceptance: AcceptanceRecord = {
    at: now.toISOString(),
    quoteNumber: number,
    quoteVersion: quote.version,
    termsVersion: TERMS_VERSION,
    downPaymentPercent: depositPercent,
    withdrawalNotice: WITHDRAWAL_NOTICE,
    via: acceptor.via,
    ...(quote.fundingCondition && { fundingCondition: FUNDING_CONDITION }),
  };
  const agreed = { acceptance, ...details };

  const leadClosing = await closeLeadWhen(db, quote.leadId, { at: now, by: quote.customerName, why: `Angebot ${number} angenommen` }, open);
  const [, , , , , , , , , [accepted]] = await db.batch([
    ...createOrderWhen(
      db,
      {
        quoteId: id,
        quoteNumber: number,
        userId: quote.userId,
        lines: quote.lines,
        priceBasis: quote.priceBasis,
        gross: quote.gross,
        vat: quote.vat,
        net: quote.net,
        customerName: quote.customerName,
        customerEmail: quote.customerEmail,
        customerCompany: quote.customerCompany,
        phone: details.phone,
        billingAddress: details.billingAddress,
        installationAddress: details.installationAddress,
        acceptance,
        depositPercent,
      },
      year,
      now,
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
        text: sql`replace(${`Angebot ${number} angenommen: Bestellung ${ORDER_NUMBER_SLOT}`}, ${ORDER_NUMBER_SLOT}, ${orderNumber.value})`,
      },
      open,
    ),
    // Accepting closes the request: the lead is done (issue 23), with a line in its timeline.
    ...leadClosing,
    enqueueMailWhen(db, quoteAcceptedCustomerMail(quote, recipient, agreed), recipient ? open : sql`0`, orderNumber, now),
    enqueueMailWhen(
      db,
      quoteAcceptedOperatorMail(quote, notificationRecipient(notifyEmail), agreed, siteUrl),
      open,
      [orderNumber, { slot: ORDER_ID_SLOT, value: theOrder(orders.id) }],
      now,
    ),
    db.update(quotes).set({ status: 'accepted', acceptedAt: now, updatedAt: now }).where(acceptable).returning({ id: quotes.id }),
  ]);
  if (!accepted) await refuseAfterLostRace(acceptor.reload, today);
  wakeMailer();
  return acceptance;
}
