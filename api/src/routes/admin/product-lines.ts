import { Hono } from 'hono';
import { createProductLine, deleteProductLine, listProductLines, updateProductLine } from '../../catalogue/admin/product-lines.ts';
import type { Database } from '../../db/client.ts';
import type { SignedInEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { catalogueIdParamSchema, productLineBodySchema } from '../../shared/catalogue-admin.ts';
import { adminName } from './admin-name.ts';

/** /api/admin/product-lines: the lines with one level of nesting. */
export function adminProductLineRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', async (c) => c.json(await listProductLines(db)))
    .post('/', validate('json', productLineBodySchema), async (c) =>
      c.json(await createProductLine(db, c.req.valid('json'), adminName(c)), 201),
    )
    .put('/:id', validate('param', catalogueIdParamSchema), validate('json', productLineBodySchema), async (c) =>
      c.json(await updateProductLine(db, c.req.valid('param').id, c.req.valid('json'), adminName(c))),
    )
    .delete('/:id', validate('param', catalogueIdParamSchema), async (c) => {
      await deleteProductLine(db, c.req.valid('param').id, adminName(c));
      return c.json({ deleted: 1 });
    });
}
