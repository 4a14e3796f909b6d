import { yearFunnel } from '../analytics/year-analytics.ts';
import { funnelFigures } from '../analytics/year-figures.ts';
import type { Database } from '../../platform/db/client.ts';
import { currentAnalyticsYear } from '../analytics/contract/analytics.ts';
import { FUNNEL_STEPS } from './contract/funnel.ts';
import type { FunnelStats } from '../leads/contract/leads-admin.ts';

/**
 * The dashboard's funnel card: the current year's funnel, counted exactly as /admin/analytics counts it
 * (funnel sessions per Berlin day, summed; ADR 019). Sessions are those that started step 1,
 * completed ones those that completed step 7.
 */
export async function funnelStats(db: Database, now = Date.now()): Promise<FunnelStats> {
  const steps = funnelFigures(await yearFunnel(db, currentAnalyticsYear(now), now));
  return {
    totalSessions: steps[0]!.started,
    completedSessions: steps[FUNNEL_STEPS - 1]!.completed,
    stepStats: steps.map(({ step, started, completed, abandoned }) => ({ step, started, completed, abandoned })),
  };
}
