import { count } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { productLines, products } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { isPlaceholderCompany } from '../settings/contract/placeholder-company.ts';
import { currentCompanySettings } from '../settings/current-company.ts';
import type { FirstStepsJson } from './contract/first-steps.ts';
import { permit } from '../../platform/http/permit.ts';

/** GET /api/admin/first-steps: what an installation still lacks before it can work; two counts and a check. */
export function adminFirstStepsRoutes(db: Database) {
  return new Hono<SignedInEnv>().get('/', permit('backoffice'), async (c) => {
    const [[lines], [productRows]] = await db.batch([
      db.select({ n: count() }).from(productLines),
      db.select({ n: count() }).from(products),
    ]);
    return c.json({
      // The same check that refuses quotes and invoices (ADR 050): saving the placeholders is not done.
      company: !isPlaceholderCompany(await currentCompanySettings(db)),
      productLines: lines?.n ?? 0,
      products: productRows?.n ?? 0,
    } satisfies FirstStepsJson);
  });
}
