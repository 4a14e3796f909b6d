import { yearFunnel } from '../analytics/year-analytics.ts';
import { funnelFigures } from '../analytics/year-figures.ts';
import type { Database } from '../../platform/db/client.ts';
import { currentAnalyticsYear } from '../analytics/contract/analytics.ts';
import { FUNNEL_STEPS } from './contract/funnel.ts';
import type { FunnelStats } from './contract/funnel-stats.ts';

/**
 * The dashboard's funnel card: the current year's funnel, counted exactly as /admin/analytics counts it
 * (funnel sessions per Berlin day, summed; ADR 019; the definitions are in docs/domain.md). Sessions are
 * those that started step 1, completed ones those that sent their request; abandoned and running ones are
 * counted at the step they stopped at or are at, so the steps add up to them.
 */
export async function funnelStats(db: Database, now = Date.now()): Promise<FunnelStats> {
  const steps = funnelFigures(await yearFunnel(db, currentAnalyticsYear(now), now));
  return {
    totalSessions: steps[0]!.started,
    completedSessions: steps[FUNNEL_STEPS - 1]!.completed,
    abandonedSessions: steps.reduce((sum, step) => sum + step.abandoned, 0),
    runningSessions: steps.reduce((sum, step) => sum + step.running, 0),
    stepStats: steps.map(({ step, started, completed, abandoned }) => ({ step, started, completed, abandoned })),
  };
}
