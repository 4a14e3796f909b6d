import { starCount } from './contract/rating-texts.ts';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ResultSet } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { invoices, orders, outbox, reviews } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { paidSql } from '../documents/paid.ts';
import { reviewMessages as m } from './contract/review-messages.ts';
import type { AdminReviewsJson, OrderReviewJson, ReviewStatus } from './contract/reviews.ts';
import { adminReviewJson } from './review-json.ts';
import { reviewInvitationStatements } from './review-invitation.ts';
import { berlinDay } from '../../shared/dates.ts';

export async function listAdminReviews(
  db: Database,
  { status, page, pageSize }: { status?: ReviewStatus | undefined; page: number; pageSize: number },
): Promise<AdminReviewsJson> {
  const where = status ? eq(reviews.status, status) : ne(reviews.status, 'invited');
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(reviews).where(where),
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(sql`coalesce(${reviews.writtenAt}, ${reviews.createdAt})`), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { items: rows.map(adminReviewJson), total: total?.n ?? 0, page, pageSize };
}

async function existing(db: Database, id: number) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row ?? fail(404, m.notFound);
}

/** The company's one public answer to a published review; the condition keeps it one when two are sent at once. */
export async function replyToReview(db: Database, id: number, text: string, actor: StaffActor, now = new Date()) {
  const row = await existing(db, id);
  if (row.status !== 'published') fail(409, m.nothingToReply);
  if (row.reply) fail(409, m.replyExists);
  const [updated] = await db
    .update(reviews)
    .set({ reply: text, repliedBy: actor.username, repliedAt: now })
    .where(and(eq(reviews.id, id), eq(reviews.reply, ''), eq(reviews.status, 'published')))
    .returning({ id: reviews.id });
  if (!updated) fail(409, m.replyExists);
}

/**
 * Keeps a written review off the site. Meant only for unlawful content; the reason is stored with who
 * and when, logged, and shown to the customer on their link, who may change the review.
 */
export async function withholdReview(db: Database, id: number, reason: string, actor: StaffActor, now = new Date()) {
  const row = await existing(db, id);
  if (row.stars === null) fail(409, m.notWithholdable);
  await db
    .update(reviews)
    .set({ status: 'withheld', withheldReason: reason, withheldBy: actor.username, withheldAt: now })
    .where(eq(reviews.id, id));
  console.info(
    `[bewertungen] Bewertung ${id} (${row.orderNumber}, ${starCount(row.stars)}) zurückgehalten von ${actor.username}: ${reason}`,
  );
}

/** Publishes a review the check held or the office withheld: its text as the customer wrote it. */
export async function publishReview(db: Database, id: number) {
  const row = await existing(db, id);
  if (row.stars === null || (row.status !== 'checking' && row.status !== 'withheld')) fail(409, m.notPublishable);
  await db.update(reviews).set({ status: 'published', withheldReason: '' }).where(eq(reviews.id, id));
}

/** The order's final invoice if it is uncancelled and paid in full: the only way to an invitation. */
const paidFinalInvoice = (db: Database, orderId: number) =>
  db
    .select({ serviceDate: invoices.serviceDate })
    .from(invoices)
    .where(
      and(
        eq(invoices.orderId, orderId),
        eq(invoices.kind, 'final'),
        sql`${invoices.cancelledById} is null and ${paidSql} >= ${invoices.amountDue}`,
      ),
    );

/** GET /api/admin/orders/{id}/review: the order's review and, before pressing, why an invitation would be refused. */
export async function orderReview(db: Database, orderId: number): Promise<OrderReviewJson> {
  const [[row], [paid]] = await Promise.all([db.select().from(reviews).where(eq(reviews.orderId, orderId)), paidFinalInvoice(db, orderId)]);
  const blocked = !paid ? m.notCompleted : row && row.stars !== null ? m.alreadyReviewed : '';
  return { review: row ? adminReviewJson(row) : null, blocked };
}

/**
 * "Zur Bewertung einladen" on an order: only once its final invoice is paid in full. An invitation not
 * yet answered is sent again with a new link (the old one stops working, and a delayed mail still waiting
 * with it is dropped); a written review is never asked for twice.
 */
export async function inviteFromOrder(db: Database, orderId: number, actor: StaffActor, siteUrl: string, now = new Date()) {
  const [order] = await db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
  if (!order) fail(404, m.orderNotFound);
  const [paid] = await paidFinalInvoice(db, orderId);
  if (!paid) fail(409, m.notCompleted);
  const [current] = await db.select().from(reviews).where(eq(reviews.orderId, orderId));
  if (current && current.stars !== null) fail(409, m.alreadyReviewed);
  const statements = await reviewInvitationStatements(
    db,
    { orderId, condition: sql`1`, by: actor.username, siteUrl, fallbackDay: paid.serviceDate ?? berlinDay(now), delayDays: 0 },
    now,
  );
  if (!statements) fail(409, m.noRecipient);
  const replaced = current
    ? [
        db
          .delete(outbox)
          .where(
            and(
              eq(outbox.topic, 'review-invitation'),
              inArray(outbox.status, ['pending', 'held']),
              sql`${outbox.subject} like ${`%${order.orderNumber}`}`,
            ),
          ),
        db.delete(reviews).where(and(eq(reviews.id, current.id), sql`${reviews.stars} is null`)),
      ]
    : [];
  const results = (await db.batch([...replaced, ...statements] as unknown as Parameters<typeof db.batch>[0])) as unknown as ResultSet[];
  if (results.at(-2)!.rowsAffected !== 1) fail(409, m.alreadyReviewed);
}
