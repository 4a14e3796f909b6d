import { Hono } from 'hono';
import { requireUser } from '../accounts/guards.ts';
import { sessionMiddleware } from '../accounts/session-middleware.ts';
import { isShopEnabled } from '../catalogue/products.ts';
import type { Database } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { apiMessages } from '../../shared/messages.ts';
import { shopConfigurationRequestSchema } from './contract/shop-schemas.ts';
import { saveShopConfiguration } from './save-configuration.ts';

/** POST /api/shop/configurations: a logged-in customer saves a wizard result as a draft configuration. */
export function shopRoutes(db: Database) {
  return new Hono<AppEnv>().post(
    '/configurations',
    sessionMiddleware(db),
    requireUser(apiMessages.loginRequired),
    async (_c, next) => {
      // A closed shop says so before it looks at the configuration.
      if (!(await isShopEnabled(db))) fail(503, apiMessages.shopClosed);
      await next();
    },
    validate('json', shopConfigurationRequestSchema),
    async (c) => {
      const saved = await saveShopConfiguration(db, c.get('user').id, c.req.valid('json'));
      return c.json(
        {
          id: saved.id,
          name: saved.name,
          productId: saved.productId,
          productName: saved.productName,
          basePrice: saved.basePrice,
          selectedOptions: saved.selectedOptions,
          dimensions: saved.dimensions,
          totalPrice: saved.totalPrice,
          status: saved.status,
          created_at: saved.createdAt.toISOString(),
        },
        201,
      );
    },
  );
}
