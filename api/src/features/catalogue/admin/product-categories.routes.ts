import { Hono } from 'hono';
import { createProductCategory, deleteProductCategory, listProductCategories, updateProductCategory } from './product-categories.ts';
import type { Database } from '../../../platform/db/client.ts';
import type { SignedInEnv } from '../../../platform/http/env.ts';
import { validate } from '../../../platform/http/validate.ts';
import {
  catalogueIdParamSchema,
  productCategoryCreateSchema,
  productCategoryQuerySchema,
  productCategoryUpdateSchema,
} from '../contract/catalogue-admin.ts';
import { adminName } from '../../../platform/http/actor.ts';
import { permit } from '../../../platform/http/permit.ts';

/** /api/admin/product-categories: the categories of a line (?line=), or all of them. */
export function adminProductCategoryRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', permit('catalogue'), validate('query', productCategoryQuerySchema), async (c) =>
      c.json(await listProductCategories(db, c.req.valid('query').line)),
    )
    .post('/', permit('catalogue'), validate('json', productCategoryCreateSchema), async (c) =>
      c.json(await createProductCategory(db, c.req.valid('json'), adminName(c)), 201),
    )
    .put('/:id', permit('catalogue'), validate('param', catalogueIdParamSchema), validate('json', productCategoryUpdateSchema), async (c) =>
      c.json(await updateProductCategory(db, c.req.valid('param').id, c.req.valid('json'), adminName(c))),
    )
    .delete('/:id', permit('catalogue'), validate('param', catalogueIdParamSchema), async (c) => {
      await deleteProductCategory(db, c.req.valid('param').id, adminName(c));
      return c.json({ deleted: 1 });
    });
}
