import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { staffActor } from '../../platform/http/actor.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { adminReviewsQuerySchema, reviewIdParamSchema, reviewReplySchema, withholdSchema } from './contract/reviews.ts';
import { inviteFromOrder, listAdminReviews, orderReview, publishReview, replyToReview, withholdReview } from './admin-reviews.ts';
import { permit } from '../../platform/http/permit.ts';

/** /api/admin/reviews: "Bewertungen" – read every review, answer once, publish what the check held, withhold with a reason. */
export function adminReviewRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', permit('reviews'), validate('query', adminReviewsQuerySchema), async (c) =>
      c.json(await listAdminReviews(db, c.req.valid('query'))),
    )
    .post('/:id/reply', permit('reviews'), validate('param', reviewIdParamSchema), validate('json', reviewReplySchema), async (c) => {
      await replyToReview(db, c.req.valid('param').id, c.req.valid('json').text, staffActor(c));
      return c.json({ ok: true });
    })
    .post('/:id/withhold', permit('reviews'), validate('param', reviewIdParamSchema), validate('json', withholdSchema), async (c) => {
      await withholdReview(db, c.req.valid('param').id, c.req.valid('json').reason, staffActor(c));
      return c.json({ ok: true });
    })
    .post('/:id/publish', permit('reviews'), validate('param', reviewIdParamSchema), async (c) => {
      await publishReview(db, c.req.valid('param').id);
      return c.json({ ok: true });
    });
}

/** The order page's review: its state (GET /api/admin/orders/{id}/review) and "Zur Bewertung einladen". */
export function adminOrderReviewRoutes({ db, siteUrl, wakeMailer }: { db: Database; siteUrl: string; wakeMailer: () => void }) {
  return new Hono<SignedInEnv>()
    .get('/:id/review', permit('orders'), validate('param', idParamSchema), async (c) =>
      c.json(await orderReview(db, c.req.valid('param').id)),
    )
    .post('/:id/review-invitation', permit('orders'), validate('param', idParamSchema), async (c) => {
      await inviteFromOrder(db, c.req.valid('param').id, staffActor(c), siteUrl);
      wakeMailer();
      return c.json({ ok: true }, 201);
    });
}
