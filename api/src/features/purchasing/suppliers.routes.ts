import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { adminName } from '../../platform/http/actor.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { permit } from '../../platform/http/permit.ts';
import { validate } from '../../platform/http/validate.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { supplierBodySchema } from './contract/supplier-schemas.ts';
import { createSupplier, deleteSupplier, listSuppliers, updateSupplier } from './suppliers.ts';

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
    .delete('/:id', permit('catalogue'), validate('param', idParamSchema), async (c) => {
      await deleteSupplier(db, c.req.valid('param').id, adminName(c));
      return c.json({ deleted: 1 });
    });
}
