import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { orders, reviews } from '../../platform/db/schema.ts';
import { newLinkToken } from '../../platform/http/link-tokens.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { reviewMessages as m } from './contract/review-messages.ts';
import { REVIEW_LINK_DAYS, type CustomerReviewJson } from './contract/reviews.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller's own orders only: a review of another account's order is never read or reached. */
const ownReview = (accountId: number) =>
  and(isNotNull(reviews.tokenHash), sql`${reviews.orderId} in (select ${orders.id} from ${orders} where ${orders.userId} = ${accountId})`);

/** GET /api/customer/reviews: per invited order of the account, its review's state and what was written. */
export async function customerReviews(db: Database, accountId: number): Promise<CustomerReviewJson[]> {
  const rows = await db.select().from(reviews).where(ownReview(accountId)).orderBy(reviews.id);
  return rows.map((row) => ({
    orderId: row.orderId!,
    orderNumber: row.orderNumber,
    status: row.status,
    review: row.stars === null ? null : { stars: row.stars, text: row.text },
    withheldReason: row.status === 'withheld' ? row.withheldReason : '',
  }));
}

/**
 * A fresh personal link for the account's own order, because only the link's hash is stored and the
 * mailed one cannot be shown again. It replaces the mailed link and opens the form for another 60 days:
 * the signed-in customer has shown who they are, as the mail's holder did.
 */
export async function mintReviewLink(db: Database, accountId: number, orderId: number, now = new Date()) {
  const { token, tokenHash } = newLinkToken();
  const [updated] = await db
    .update(reviews)
    .set({ tokenHash, linkExpiresAt: new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS) })
    .where(and(eq(reviews.orderId, orderId), ownReview(accountId)))
    .returning({ id: reviews.id });
  if (!updated) fail(404, m.notFound);
  return { token };
}
