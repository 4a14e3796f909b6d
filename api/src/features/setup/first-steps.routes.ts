import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { productLines, products, settings } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { COMPANY_SETTING_KEY } from '../settings/setting-keys.ts';
import type { FirstStepsJson } from './contract/first-steps.ts';

/** GET /api/admin/first-steps: what an empty installation still lacks; three small counts. */
export function adminFirstStepsRoutes(db: Database) {
  return new Hono<SignedInEnv>().get('/', async (c) => {
    const [[company], [lines], [productRows]] = await db.batch([
      db.select({ n: count() }).from(settings).where(eq(settings.key, COMPANY_SETTING_KEY)),
      db.select({ n: count() }).from(productLines),
      db.select({ n: count() }).from(products),
    ]);
    return c.json({
      company: (company?.n ?? 0) > 0,
      productLines: lines?.n ?? 0,
      products: productRows?.n ?? 0,
    } satisfies FirstStepsJson);
  });
}
