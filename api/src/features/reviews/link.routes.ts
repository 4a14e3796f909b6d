import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { rateLimit } from '../../platform/http/rate-limit.ts';
import { validate } from '../../platform/http/validate.ts';
import { reviewBodySchema, reviewTokenParamSchema } from './contract/reviews.ts';
import { deleteReview, linkReviewJson, submitReview, type ReviewOffice } from './link-review.ts';

/** As the other personal links: a customer reloads and saves a few times; guessing a token needs millions. */
const LINK_LIMIT = { bucket: 'review-link', limit: 60, windowMs: 10 * 60 * 1000 };

/** /api/reviews/by-link/{token}: the customer's review of one order, without an account; the token is the key. */
export function reviewLinkRoutes({ db, trustProxy, ...office }: { db: Database; trustProxy: ProxyHops } & ReviewOffice) {
  return new Hono<AppEnv>()
    .use(noStore(), rateLimit(db, LINK_LIMIT, trustProxy))
    .get('/:token', validate('param', reviewTokenParamSchema), async (c) => c.json(await linkReviewJson(db, c.req.valid('param').token)))
    .post('/:token', validate('param', reviewTokenParamSchema), validate('json', reviewBodySchema), async (c) => {
      const { token } = c.req.valid('param');
      await submitReview(db, office, token, c.req.valid('json'));
      return c.json(await linkReviewJson(db, token));
    })
    .delete('/:token', validate('param', reviewTokenParamSchema), async (c) => {
      const { token } = c.req.valid('param');
      await deleteReview(db, token);
      return c.json(await linkReviewJson(db, token));
    });
}
