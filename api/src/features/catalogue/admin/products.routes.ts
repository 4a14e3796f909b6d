import { Hono } from 'hono';
import { createAdminProduct, deleteAdminProduct, listAdminProducts, setProductPriceGrid, updateAdminProduct } from './products.ts';
import type { Database } from '../../../platform/db/client.ts';
import type { SignedInEnv } from '../../../platform/http/env.ts';
import { validate } from '../../../platform/http/validate.ts';
import { catalogueIdParamSchema, productBodySchema } from '../contract/catalogue-admin.ts';
import { priceGridBodySchema } from '../contract/price-grid-schema.ts';
import { adminName } from '../../../platform/http/actor.ts';
import { permit } from '../../../platform/http/permit.ts';

/** /api/admin/products: every product, active or not, with its categories (category_ids) and its size price grid. */
export function adminProductRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', permit('catalogue'), async (c) => c.json(await listAdminProducts(db)))
    .post('/', permit('catalogue'), validate('json', productBodySchema), async (c) =>
      c.json(await createAdminProduct(db, c.req.valid('json'), adminName(c)), 201),
    )
    .put('/:id', permit('catalogue'), validate('param', catalogueIdParamSchema), validate('json', productBodySchema), async (c) =>
      c.json(await updateAdminProduct(db, c.req.valid('param').id, c.req.valid('json'), adminName(c))),
    )
    .put(
      '/:id/price-grid',
      permit('catalogue'),
      validate('param', catalogueIdParamSchema),
      validate('json', priceGridBodySchema),
      async (c) => c.json(await setProductPriceGrid(db, c.req.valid('param').id, c.req.valid('json').price_grid, adminName(c))),
    )
    .delete('/:id', permit('catalogue'), validate('param', catalogueIdParamSchema), async (c) => {
      await deleteAdminProduct(db, c.req.valid('param').id, adminName(c));
      return c.json({ deleted: 1 });
    });
}
