import { Hono } from 'hono';
import { yearAnalytics } from '../../analytics/year-analytics.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { analyticsQuerySchema } from '../../shared/analytics.ts';

/** GET /api/admin/analytics?year=YYYY: visitors, funnel, leads and conversion of a year, month by month. */
export function adminAnalyticsRoutes(db: Database) {
  return new Hono<AppEnv>().get('/', validate('query', analyticsQuerySchema), async (c) =>
    c.json(await yearAnalytics(db, c.req.valid('query').year)),
  );
}
