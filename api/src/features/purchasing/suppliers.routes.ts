import { Hono } from 'hono';
import { z } from '../../shared/zod.ts';
import type { Database } from '../../platform/db/client.ts';
import { adminName } from '../../platform/http/actor.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { permit } from '../../platform/http/permit.ts';
import { validate } from '../../platform/http/validate.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { supplierBodySchema } from './contract/supplier-schemas.ts';
import { priceGridBodySchema } from '../catalogue/contract/price-grid-schema.ts';
import { createSupplier, deleteSupplier, listSuppliers, setSupplierPriceGrid, updateSupplier } from './suppliers.ts';

const supplierProductParamSchema = z.object({ id: idParamSchema.shape.id, productId: idParamSchema.shape.id });

/** /api/admin/suppliers (issue 49): Katalog → Lieferanten, under the catalogue's permission. */
export function adminSupplierRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', permit('catalogue'), async (c) => c.json(await listSuppliers(db)))
    .post('/', permit('catalogue'), validate('json', supplierBodySchema), async (c) =>
      c.json(await createSupplier(db, c.req.valid('json'), adminName(c)), 201),
    )
    .put('/:id', permit('catalogue'), validate('param', idParamSchema), validate('json', supplierBodySchema), async (c) =>
      c.json(await updateSupplier(db, c.req.valid('param').id, c.req.valid('json'), adminName(c))),
    )
    .put(
      '/:id/products/:productId/price-grid',
      permit('catalogue'),
      validate('param', supplierProductParamSchema),
      validate('json', priceGridBodySchema),
      async (c) => {
        const { id, productId } = c.req.valid('param');
        return c.json(await setSupplierPriceGrid(db, { supplierId: id, productId }, c.req.valid('json').price_grid, adminName(c)));
      },
    )
    .delete('/:id', permit('catalogue'), validate('param', idParamSchema), async (c) => {
      await deleteSupplier(db, c.req.valid('param').id, adminName(c));
      return c.json({ deleted: 1 });
    });
}
