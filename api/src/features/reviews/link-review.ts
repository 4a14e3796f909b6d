import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { reviews } from '../../platform/db/schema.ts';
import { linkTokenHash } from '../../platform/http/link-tokens.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { companySnapshot } from '../settings/current-company.ts';
import { reviewMessages as m } from './contract/review-messages.ts';
import type { LinkReviewJson, ReviewBody } from './contract/reviews.ts';
import { contentFindings } from './content-check.ts';

/** The review a personal link opens; a forged, mistyped or erased token is a 404, whatever it looks like. */
async function linkedReview(db: Database, token: string) {
  const tokenHash = linkTokenHash(token);
  const [row] = tokenHash ? await db.select().from(reviews).where(eq(reviews.tokenHash, tokenHash)) : [];
  return row ?? fail(404, m.linkNotFound);
}

/** What is cleared when the customer deletes the review: everything they wrote and the answer to it. */
const nothingWritten: Partial<typeof reviews.$inferInsert> = {
  status: 'invited',
  stars: null,
  text: '',
  showName: false,
  checkFindings: [],
  withheldReason: '',
  withheldBy: '',
  withheldAt: null,
  reply: '',
  repliedBy: '',
  repliedAt: null,
  writtenAt: null,
};

export async function linkReviewJson(db: Database, token: string): Promise<LinkReviewJson> {
  const row = await linkedReview(db, token);
  return {
    orderNumber: row.orderNumber,
    product: row.product,
    installedMonth: row.installedMonth,
    city: row.city,
    shortName: row.authorName,
    status: row.status,
    review: row.stars === null ? null : { stars: row.stars, text: row.text, showName: row.showName },
    withheldReason: row.status === 'withheld' ? row.withheldReason : '',
    reply: row.reply,
    googleReviewUrl: companySnapshot().googleReviewUrl,
    expiresAt: row.linkExpiresAt.toISOString(),
  };
}

/**
 * Writes or changes the order's one review. It is published at once unless the list-based check finds
 * something (content-check.ts); the stars play no part. A change is checked again and replaces the old
 * text on the site at once. Writing needs a link within its 60 days; deleting is always possible.
 */
export async function submitReview(db: Database, token: string, body: ReviewBody, now = new Date()) {
  const row = await linkedReview(db, token);
  if (row.linkExpiresAt <= now) fail(410, m.linkExpired);
  const findings = contentFindings(body.text);
  await db
    .update(reviews)
    .set({
      status: findings.length > 0 ? 'checking' : 'published',
      stars: body.stars,
      text: body.text,
      showName: body.showName,
      checkFindings: findings,
      withheldReason: '',
      withheldBy: '',
      withheldAt: null,
      writtenAt: now,
    })
    .where(eq(reviews.id, row.id));
}

export async function deleteReview(db: Database, token: string) {
  const row = await linkedReview(db, token);
  if (row.stars === null) fail(404, m.nothingToDelete);
  await db.update(reviews).set(nothingWritten).where(eq(reviews.id, row.id));
}
