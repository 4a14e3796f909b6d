import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { readDashboard } from './list-leads.ts';
import { dashboardQuerySchema } from './contract/leads-admin.ts';
import { permit } from '../../platform/http/permit.ts';

/** GET /api/admin/dashboard: the lead inbox's page, counters and funnel card, filtered on the server. */
export function adminDashboardRoutes(db: Database) {
  return new Hono<SignedInEnv>().get('/', permit('leads.read'), validate('query', dashboardQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await readDashboard(db, c.req.valid('query'), c.get('user').id));
  });
}
