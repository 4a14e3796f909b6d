import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { reviews } from '../../platform/db/schema.ts';
import type { PublicReviewsJson, ReviewSummaryJson } from './contract/reviews.ts';
import { publicReviewJson } from './review-json.ts';

const published = and(eq(reviews.status, 'published'), isNotNull(reviews.stars));

/**
 * The average, the count and the distribution of the published reviews, computed from the table at
 * every read: a change or a deletion shows at once, wherever the figures appear (ADR 060).
 */
async function reviewSummary(db: Database): Promise<ReviewSummaryJson> {
  const rows = await db.select({ stars: reviews.stars, n: count() }).from(reviews).where(published).groupBy(reviews.stars);
  const distribution: ReviewSummaryJson['distribution'] = [0, 0, 0, 0, 0];
  for (const row of rows) distribution[row.stars! - 1] = row.n;
  const total = distribution.reduce((sum, n) => sum + n, 0);
  const starSum = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return { average: total === 0 ? null : Math.round((starSum / total) * 10) / 10, count: total, distribution };
}

/** GET /api/reviews: every published review, newest first, with the summary. */
export async function publishedReviews(db: Database, { page, pageSize }: { page: number; pageSize: number }): Promise<PublicReviewsJson> {
  const [summary, rows] = await Promise.all([
    reviewSummary(db),
    db
      .select()
      .from(reviews)
      .where(published)
      .orderBy(desc(sql`coalesce(${reviews.writtenAt}, ${reviews.createdAt})`), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { summary, items: rows.map(publicReviewJson), total: summary.count, page, pageSize };
}
