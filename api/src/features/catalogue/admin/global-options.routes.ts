import { Hono } from 'hono';
import { listOptionCategories } from './option-categories.ts';
import { listOptions } from './options.ts';
import type { Database } from '../../../platform/db/client.ts';
import type { SignedInEnv } from '../../../platform/http/env.ts';
import { validate } from '../../../platform/http/validate.ts';
import { globalOptionQuerySchema } from '../contract/catalogue-admin.ts';
import { permit } from '../../../platform/http/permit.ts';

/**
 * GET /api/admin/global-option-categories and /api/admin/global-options?category={id}: the "global
 * options" screen reads the one option model (docs/domain.md), not a second system.
 */
export function adminGlobalOptionCategoryRoutes(db: Database) {
  return new Hono<SignedInEnv>().get('/', permit('catalogue'), async (c) => c.json(await listOptionCategories(db)));
}

export function adminGlobalOptionRoutes(db: Database) {
  return new Hono<SignedInEnv>().get('/', permit('catalogue'), validate('query', globalOptionQuerySchema), async (c) => {
    const { category } = c.req.valid('query');
    return c.json(await listOptions(db, category === undefined ? undefined : { id: category }));
  });
}
