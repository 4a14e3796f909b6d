import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { appointments, orders, reviews, users } from '../../platform/db/schema.ts';
import { newLinkToken } from '../../platform/http/link-tokens.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { companySnapshot } from '../settings/current-company.ts';
import { REVIEW_LINK_DAYS, shortName } from './contract/reviews.ts';
import { reviewInvitationMail } from './mails.ts';
import { berlinDay } from '../../shared/dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const reviewLinkUrl = (siteUrl: string, token: string) => new URL(`/bewertung/${token}`, siteUrl).href;

/** What a review shows of its order, read before the batch that invites: name, city, product, month. */
async function orderFacts(db: Database, orderId: number, fallbackDay: string) {
  const [order] = await db
    .select({
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      accountEmail: users.email,
      billingAddress: orders.billingAddress,
      installationAddress: orders.installationAddress,
      lines: orders.lines,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  const [montage] = await db
    .select({ startsAt: appointments.startsAt })
    .from(appointments)
    .where(and(eq(appointments.orderId, orderId), eq(appointments.kind, 'montage'), eq(appointments.status, 'booked')))
    .orderBy(desc(appointments.startsAt))
    .limit(1);
  const product = order.lines.find((line) => line.kind === 'product')?.title ?? order.lines[0]?.title ?? '';
  return {
    orderNumber: order.orderNumber,
    name: order.customerName,
    recipient: order.customerEmail ?? order.accountEmail,
    city: (order.installationAddress ?? order.billingAddress)?.city ?? '',
    product,
    installedMonth: (montage ? berlinDay(montage.startsAt) : fallbackDay).slice(0, 7),
  };
}

/**
 * The statements that invite an order's customer to review it, for the batch of what causes the
 * invitation: the review row with the link's hash, written only if `condition` holds and the order has
 * none yet (one review per order), and the mail, written only if that row was. The mail waits for the
 * delay of Einstellungen → Firma in the outbox (its next attempt lies that far ahead), so no further job
 * is needed. Undefined when the order has no address to write to.
 */
export async function reviewInvitationStatements(
  db: Database,
  {
    orderId,
    condition,
    by,
    siteUrl,
    fallbackDay,
    delayDays = companySnapshot().reviewInvitationDelayDays,
  }: {
    orderId: number;
    condition: SQL;
    by: string;
    siteUrl: string;
    fallbackDay: string;
    delayDays?: number;
  },
  now = new Date(),
) {
  const facts = await orderFacts(db, orderId, fallbackDay);
  if (!facts?.recipient) return undefined;
  const { token, tokenHash } = newLinkToken();
  const sendAt = new Date(now.getTime() + delayDays * DAY_MS);
  const noReviewYet = sql`not exists (select 1 from ${reviews} where ${reviews.orderId} = ${orderId})`;
  return [
    insertWhen(
      db,
      reviews,
      {
        orderId,
        orderNumber: facts.orderNumber,
        tokenHash,
        linkExpiresAt: new Date(sendAt.getTime() + REVIEW_LINK_DAYS * DAY_MS),
        invitedAt: sendAt,
        invitedBy: by,
        authorName: shortName(facts.name),
        city: facts.city,
        product: facts.product,
        installedMonth: facts.installedMonth,
        createdAt: now,
      },
      sql`(${condition}) and ${noReviewYet}`,
    ),
    enqueueMailWhen(
      db,
      reviewInvitationMail({
        recipient: facts.recipient,
        orderNumber: facts.orderNumber,
        link: reviewLinkUrl(siteUrl, token),
      }),
      sql`exists (select 1 from ${reviews} where ${reviews.tokenHash} = ${tokenHash})`,
      undefined,
      now,
      sendAt,
    ),
  ] as const;
}
