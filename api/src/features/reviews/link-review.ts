import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { reviews } from '../../platform/db/schema.ts';
import { linkTokenHash } from '../../platform/http/link-tokens.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { companySnapshot } from '../settings/current-company.ts';
import { reviewMessages as m } from './contract/review-messages.ts';
import type { LinkReviewJson, ReviewBody } from './contract/reviews.ts';
import { contentFindings } from './content-check.ts';
import { substantiallySame } from './same-text.ts';
import { replyWithdrawnMail } from './mails.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { notificationRecipient } from '../settings/current-company.ts';

type ReviewRow = typeof reviews.$inferSelect;

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

/** Where the office hears of a change the customer made: its notification address, and the back office for the link. */
export interface ReviewOffice {
  notifyEmail: string;
  siteUrl: string;
  wakeMailer: () => void;
}

/**
 * The status of what the customer sends (ADR 060, ADR 078). Once the office has withheld a review, its
 * decision stands until it publishes one: the same text sent again (same words; punctuation, case and
 * spacing aside) stays withheld for the reason the customer was given, and any other text goes to a person
 * again ("in Prüfung") with that reason beside it, so no version of it reaches the site unseen. Otherwise
 * it is published at once unless the list-based check finds something (content-check.ts). The stars play
 * no part.
 */
function submittedStatus(row: ReviewRow, text: string): Pick<ReviewRow, 'status' | 'checkFindings'> {
  const findings = contentFindings(text);
  if (row.withheldReason !== '') {
    if (row.status === 'withheld' && substantiallySame(row.text, text)) return { status: 'withheld', checkFindings: row.checkFindings };
    return { status: 'checking', checkFindings: [m.rewrittenAfterWithholding(row.withheldReason), ...findings] };
  }
  return { status: findings.length > 0 ? 'checking' : 'published', checkFindings: findings };
}

/**
 * Writes or changes the order's one review. A change replaces the old text on the site at once (or takes
 * it off while a person looks). The office's public answer was to what the customer wrote before: when the
 * stars or the text change, the answer no longer stands under it; it is taken off with the change, and the
 * office gets a mail with both versions and its answer. Writing needs a link within its 60 days; deleting
 * is always possible.
 */
export async function submitReview(db: Database, office: ReviewOffice, token: string, body: ReviewBody, now = new Date()) {
  const row = await linkedReview(db, token);
  if (row.linkExpiresAt <= now) fail(410, m.linkExpired);
  const { status, checkFindings } = submittedStatus(row, body.text);
  const rewritten = row.stars !== null && (row.stars !== body.stars || row.text !== body.text);
  const answerWithdrawn = rewritten && row.reply !== '';
  const update = db
    .update(reviews)
    .set({
      status,
      stars: body.stars,
      text: body.text,
      showName: body.showName,
      checkFindings,
      ...(answerWithdrawn ? { reply: '', repliedBy: '', repliedAt: null } : {}),
      writtenAt: now,
    })
    .where(eq(reviews.id, row.id));
  if (!answerWithdrawn) {
    await update;
    return;
  }
  const mail = replyWithdrawnMail({
    recipient: notificationRecipient(office.notifyEmail),
    orderNumber: row.orderNumber,
    before: { stars: row.stars!, text: row.text },
    after: { stars: body.stars, text: body.text },
    reply: row.reply,
    repliedBy: row.repliedBy,
    screen: `${new URL(office.siteUrl).origin}/admin/reviews`,
  });
  await db.batch([update, enqueueMail(db, mail)]);
  console.info(`[bewertungen] Bewertung ${row.id} (${row.orderNumber}) vom Kunden geändert: die Antwort von ${row.repliedBy} ist entfernt`);
  office.wakeMailer();
}

export async function deleteReview(db: Database, token: string) {
  const row = await linkedReview(db, token);
  if (row.stars === null) fail(404, m.nothingToDelete);
  await db.update(reviews).set(nothingWritten).where(eq(reviews.id, row.id));
}
