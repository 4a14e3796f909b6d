import { Hono } from 'hono';
import { createProductLine, deleteProductLine, listProductLines, updateProductLine } from './product-lines.ts';
import type { Database } from '../../../platform/db/client.ts';
import type { SignedInEnv } from '../../../platform/http/env.ts';
import { validate } from '../../../platform/http/validate.ts';
import { catalogueIdParamSchema, productLineBodySchema } from '../contract/catalogue-admin.ts';
import { adminName } from '../../../platform/http/actor.ts';
import { permit } from '../../../platform/http/permit.ts';

/** /api/admin/product-lines: the lines with one level of nesting. */
export function adminProductLineRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', permit('catalogue'), async (c) => c.json(await listProductLines(db)))
    .post('/', permit('catalogue'), validate('json', productLineBodySchema), async (c) =>
      c.json(await createProductLine(db, c.req.valid('json'), adminName(c)), 201),
    )
    .put('/:id', permit('catalogue'), validate('param', catalogueIdParamSchema), validate('json', productLineBodySchema), async (c) =>
      c.json(await updateProductLine(db, c.req.valid('param').id, c.req.valid('json'), adminName(c))),
    )
    .delete('/:id', permit('catalogue'), validate('param', catalogueIdParamSchema), async (c) => {
      await deleteProductLine(db, c.req.valid('param').id, adminName(c));
      return c.json({ deleted: 1 });
    });
}
