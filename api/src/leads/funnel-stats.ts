import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { funnelEvents } from '../db/schema.ts';
import { FUNNEL_STEPS } from '../shared/funnel.ts';
import type { FunnelStats } from '../shared/leads-admin.ts';

/**
 * The dashboard's funnel card: visits (funnel sessions) counted once per step and action, from the raw
 * events the retention keeps for seven days (DESIGN.md section 5). A visit is completed when step 7 was.
 */
export async function funnelStats(db: Database): Promise<FunnelStats> {
  const [rows, totals] = await db.batch([
    db
      .select({ step: funnelEvents.step, action: funnelEvents.action, sessions: sql<number>`count(distinct ${funnelEvents.sessionId})` })
      .from(funnelEvents)
      .groupBy(funnelEvents.step, funnelEvents.action),
    db
      .select({
        totalSessions: sql<number>`count(distinct ${funnelEvents.sessionId})`,
        completedSessions: sql<number>`count(distinct case when ${funnelEvents.step} = ${FUNNEL_STEPS} and ${funnelEvents.action} = 'completed' then ${funnelEvents.sessionId} end)`,
      })
      .from(funnelEvents),
  ]);
  const count = (step: number, action: string) => rows.find((row) => row.step === step && row.action === action)?.sessions ?? 0;
  return {
    totalSessions: totals[0]?.totalSessions ?? 0,
    completedSessions: totals[0]?.completedSessions ?? 0,
    stepStats: Array.from({ length: FUNNEL_STEPS }, (_, index) => ({
      step: index + 1,
      started: count(index + 1, 'started'),
      completed: count(index + 1, 'completed'),
      abandoned: count(index + 1, 'abandoned'),
    })),
  };
}
