import { Hono } from 'hono';
import { yearAnalytics } from './year-analytics.ts';
import type { Database } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { analyticsQuerySchema } from './contract/analytics.ts';
import { revenueQuerySchema } from './contract/revenue.ts';
import { revenueFigures } from './revenue.ts';
import { permit } from '../../platform/http/permit.ts';

/**
 * GET /api/admin/analytics?year=YYYY: visitors, funnel, leads and conversion of a year, month by month.
 * GET /api/admin/analytics/revenue?year=YYYY&by=source|landing|month: "Anfrage bis Umsatz" (ADR 062).
 */
export function adminAnalyticsRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/', permit('analytics'), validate('query', analyticsQuerySchema), async (c) =>
      c.json(await yearAnalytics(db, c.req.valid('query').year)),
    )
    .get('/revenue', permit('analytics'), validate('query', revenueQuerySchema), async (c) => {
      const { year, by } = c.req.valid('query');
      return c.json(await revenueFigures(db, year, by));
    });
}
