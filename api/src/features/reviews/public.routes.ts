import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { validate } from '../../platform/http/validate.ts';
import { publicReviewsQuerySchema } from './contract/reviews.ts';
import { publishedReviews } from './published-reviews.ts';

/**
 * GET /api/reviews: the published reviews with their average, count and distribution, for /bewertungen,
 * the home page and the trust bar. Not kept in a cache: a change or a deletion shows at the next view.
 */
export function publicReviewRoutes(db: Database) {
  return new Hono<AppEnv>().get('/', noStore(), validate('query', publicReviewsQuerySchema), async (c) =>
    c.json(await publishedReviews(db, c.req.valid('query'))),
  );
}
