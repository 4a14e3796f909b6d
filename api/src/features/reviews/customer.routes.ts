import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { validate } from '../../platform/http/validate.ts';
import { requireUser } from '../accounts/guards.ts';
import { sessionMiddleware } from '../accounts/session-middleware.ts';
import { reviewOrderParamSchema } from './contract/reviews.ts';
import { customerReviews, mintReviewLink } from './customer-reviews.ts';

/** /api/customer/reviews: "Bewerten" in Mein Konto, only for the caller's own orders. */
export function customerReviewRoutes(db: Database) {
  return new Hono<AppEnv>()
    .use(noStore(), sessionMiddleware(db), requireUser())
    .get('/', async (c) => c.json(await customerReviews(db, c.get('user').id)))
    .post('/:orderId/link', validate('param', reviewOrderParamSchema), async (c) =>
      c.json(await mintReviewLink(db, c.get('user').id, c.req.valid('param').orderId), 201),
    );
}
