import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { validate } from '../../platform/http/validate.ts';
import { requireUser } from '../accounts/guards.ts';
import { sessionMiddleware } from '../accounts/session-middleware.ts';
import { cartMergeSchema, cartRequestSchema } from './contract/cart-schemas.ts';
import { loadCart, mergeTabCart, saveCart } from './customer-cart.ts';

/**
 * GET and PUT /api/customer/cart: the logged-in customer's cart (ADR 053), only the caller's own; POST
 * …/merge adds a tab's lines from before the login, once per tab.
 */
export function customerCartRoutes(db: Database) {
  return new Hono<AppEnv>()
    .use(noStore(), sessionMiddleware(db), requireUser())
    .get('/', async (c) => c.json({ lines: await loadCart(db, c.get('user').id) }))
    .put('/', validate('json', cartRequestSchema), async (c) =>
      c.json({ lines: await saveCart(db, c.get('user').id, c.req.valid('json')) }),
    )
    .post('/merge', validate('json', cartMergeSchema), async (c) =>
      c.json({ lines: await mergeTabCart(db, c.get('user').id, c.req.valid('json')) }),
    );
}
