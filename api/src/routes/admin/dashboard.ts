import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { SignedInEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { readDashboard } from '../../leads/list-leads.ts';
import { dashboardQuerySchema } from '../../shared/leads-admin.ts';

/** GET /api/admin/dashboard: the lead inbox's page, counters and funnel card, filtered on the server. */
export function adminDashboardRoutes(db: Database) {
  return new Hono<SignedInEnv>().get('/', validate('query', dashboardQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await readDashboard(db, c.req.valid('query')));
  });
}
