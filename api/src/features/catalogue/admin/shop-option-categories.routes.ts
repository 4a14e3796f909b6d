import { Hono } from 'hono';
import { createOptionCategory, listOptionCategories, updateOptionCategory } from './option-categories.ts';
import { reorderOptions } from './options.ts';
import type { Database } from '../../../platform/db/client.ts';
import type { SignedInEnv } from '../../../platform/http/env.ts';
import { validate } from '../../../platform/http/validate.ts';
import { catalogueIdParamSchema, optionCategoryBodySchema, optionOrderBodySchema } from '../contract/catalogue-admin.ts';
import { adminName } from '../../../platform/http/actor.ts';
import { permit } from '../../../platform/http/permit.ts';

/** /api/admin/shop-option-categories: the option categories, and the order of a category's options. */
export function adminOptionCategoryRoutes(db: Database) {
  return (
    new Hono<SignedInEnv>()
      .get('/', permit('catalogue'), async (c) => c.json(await listOptionCategories(db)))
      .post('/', permit('catalogue'), validate('json', optionCategoryBodySchema), async (c) =>
        c.json(await createOptionCategory(db, c.req.valid('json'), adminName(c)), 201),
      )
      .put('/:id', permit('catalogue'), validate('param', catalogueIdParamSchema), validate('json', optionCategoryBodySchema), async (c) =>
        c.json(await updateOptionCategory(db, c.req.valid('param').id, c.req.valid('json'), adminName(c))),
      )
      // Drag and drop or keyboard reordering: the options of the category in their new order.
      .put(
        '/:id/order',
        permit('catalogue'),
        validate('param', catalogueIdParamSchema),
        validate('json', optionOrderBodySchema),
        async (c) => c.json(await reorderOptions(db, c.req.valid('param').id, c.req.valid('json').option_ids, adminName(c))),
      )
  );
}
