import { describe, expect, it } from 'vitest';
import { testDatabaseForEachTest } from '../../../testing/fixtures.ts';
import { funnelEvents } from '../../platform/db/schema.ts';
import { funnelEvent } from '../../../testing/test-funnel.ts';
import { funnelStats } from './funnel-stats.ts';

const test = testDatabaseForEachTest();

describe("the dashboard's funnel card", () => {
  it('counts sessions idle for 30 minutes without a request as abandoned at their last step, newer ones as running', async () => {
    await test.db.insert(funnelEvents).values([
      funnelEvent('done', 1, 'started', '2026-05-12T08:00:00Z'),
      funnelEvent('done', 7, 'completed', '2026-05-12T08:09:00Z'),
      // Went back once from step 2 ("Zurück" sends 'abandoned'), then stopped at step 3 an hour ago.
      funnelEvent('gone-1', 1, 'started', '2026-05-12T10:00:00Z'),
      funnelEvent('gone-1', 2, 'started', '2026-05-12T10:01:00Z'),
      funnelEvent('gone-1', 2, 'abandoned', '2026-05-12T10:02:00Z'),
      funnelEvent('gone-1', 1, 'started', '2026-05-12T10:02:00Z'),
      funnelEvent('gone-1', 2, 'started', '2026-05-12T10:03:00Z'),
      funnelEvent('gone-1', 3, 'started', '2026-05-12T10:04:00Z'),
      funnelEvent('gone-2', 1, 'started', '2026-05-12T09:00:00Z'),
      // Last seen ten minutes ago.
      funnelEvent('moving', 1, 'started', '2026-05-12T10:50:00Z'),
    ]);
    const stats = await funnelStats(test.db, Date.parse('2026-05-12T11:00:00Z'));
    expect(stats).toMatchObject({ totalSessions: 4, completedSessions: 1, abandonedSessions: 2, runningSessions: 1 });
    expect(stats.stepStats.map((step) => step.abandoned)).toEqual([1, 0, 1, 0, 0, 0, 0]);
  });
});
