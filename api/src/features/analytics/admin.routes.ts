import { Hono } from 'hono';
import { yearAnalytics } from './year-analytics.ts';
import type { Database } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { analyticsQuerySchema } from './contract/analytics.ts';

/** GET /api/admin/analytics?year=YYYY: visitors, funnel, leads and conversion of a year, month by month. */
export function adminAnalyticsRoutes(db: Database) {
  return new Hono<AppEnv>().get('/', validate('query', analyticsQuerySchema), async (c) =>
    c.json(await yearAnalytics(db, c.req.valid('query').year)),
  );
}
