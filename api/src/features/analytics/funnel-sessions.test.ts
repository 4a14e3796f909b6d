import { describe, expect, it } from 'vitest';
import { testDatabaseForEachTest } from '../../../testing/fixtures.ts';
import { funnelEvents } from '../../platform/db/schema.ts';
import { funnelEvent } from '../../../testing/test-funnel.ts';
import { rollUpFinishedDays } from './rollup.ts';
import { yearAnalytics } from './year-analytics.ts';

/** Funnel sessions as docs/domain.md defines them: abandoned at the highest step reached, after 30 idle minutes. */

const test = testDatabaseForEachTest();

/** A session that starts steps 1 to `last`, one a minute from `from` (UTC, 12 May 2026). */
const walk = (sessionId: string, last: number, from: number): ReturnType<typeof funnelEvent>[] =>
  Array.from({ length: last }, (_, index) =>
    funnelEvent(sessionId, index + 1, 'started', `2026-05-12T${String(from).padStart(2, '0')}:${String(index).padStart(2, '0')}:00Z`),
  );

/** 11 sessions on 12 May 2026, the last event of each before 10:00 UTC; and one still moving at 11:50. */
async function seedElevenSessions() {
  await test.db.insert(funnelEvents).values([
    // Three that sent their request; one of them went back once ("Zurück" sends 'abandoned'), which is no abandonment.
    ...walk('done-1', 7, 8),
    funnelEvent('done-1', 7, 'completed', '2026-05-12T08:10:00Z'),
    ...walk('done-2', 7, 8),
    funnelEvent('done-2', 7, 'completed', '2026-05-12T08:20:00Z'),
    ...walk('done-3', 4, 9),
    funnelEvent('done-3', 4, 'abandoned', '2026-05-12T09:05:00Z'),
    funnelEvent('done-3', 3, 'started', '2026-05-12T09:05:00Z'),
    ...walk('done-3', 7, 9)
      .slice(3)
      .map((row) => ({ ...row, createdAt: new Date(row.createdAt.getTime() + 10 * 60_000) })),
    funnelEvent('done-3', 7, 'completed', '2026-05-12T09:30:00Z'),
    // Eight that stopped: at steps 1, 2, 2, 3, 5 (after going back to 4), 6, 7, 7.
    ...walk('stop-1', 1, 8),
    ...walk('stop-2', 2, 8),
    ...walk('stop-3', 2, 9),
    ...walk('stop-4', 3, 8),
    ...walk('stop-5', 5, 8),
    funnelEvent('stop-5', 5, 'abandoned', '2026-05-12T08:06:00Z'),
    funnelEvent('stop-5', 4, 'started', '2026-05-12T08:06:00Z'),
    ...walk('stop-6', 6, 9),
    ...walk('stop-7', 7, 8),
    ...walk('stop-8', 7, 9),
    // Still moving: step 2 at 11:50 UTC.
    funnelEvent('running', 1, 'started', '2026-05-12T11:45:00Z'),
    funnelEvent('running', 2, 'started', '2026-05-12T11:50:00Z'),
  ]);
}

const abandonedPerStep = async (now: number) => (await yearAnalytics(test.db, 2026, now)).funnel.map((step) => step.abandoned);

describe('funnel sessions: completed, abandoned, still running', () => {
  it('counts 8 of 11 sessions abandoned at the step they stopped at; one idle for 10 minutes is still running', async () => {
    await seedElevenSessions();
    const noon = Date.parse('2026-05-12T12:00:00Z');
    const year = await yearAnalytics(test.db, 2026, noon);
    expect(year.funnel.map((step) => step.abandoned)).toEqual([1, 2, 1, 0, 1, 1, 2]);
    expect(year.funnel.map((step) => step.running)).toEqual([0, 1, 0, 0, 0, 0, 0]);
    expect(year.funnel[6]!.completed).toBe(3);
    expect(year.funnel[0]!.started).toBe(12);

    // 31 minutes after its last event it is abandoned too, at step 2 (no new event came: no stale answer).
    expect(await abandonedPerStep(Date.parse('2026-05-12T12:21:00Z'))).toEqual([1, 3, 1, 0, 1, 1, 2]);
  });

  it('gives the same counts from the daily aggregates once the day is rolled up and the raw rows are gone', async () => {
    await seedElevenSessions();
    const nextDay = Date.parse('2026-05-13T12:00:00Z');
    const live = await yearAnalytics(test.db, 2026, nextDay);
    expect(await rollUpFinishedDays(test.db, nextDay)).toEqual(['2026-05-12']);
    await test.db.delete(funnelEvents);
    const rolled = await yearAnalytics(test.db, 2026, nextDay);
    expect(rolled.funnel).toEqual(live.funnel);
    expect(rolled.funnel.map((step) => step.abandoned)).toEqual([1, 3, 1, 0, 1, 1, 2]);
  });

  it('counts a session that stops just before midnight once the day is rolled up', async () => {
    // 23:40 and 23:50 in Berlin (summer time).
    await test.db
      .insert(funnelEvents)
      .values([funnelEvent('late', 1, 'started', '2026-05-12T21:40:00Z'), funnelEvent('late', 2, 'started', '2026-05-12T21:50:00Z')]);
    // Ten past midnight the session has been idle for 20 minutes: the day is not rolled up yet.
    await rollUpFinishedDays(test.db, Date.parse('2026-05-12T22:10:00Z'));
    const afterIdle = Date.parse('2026-05-12T22:40:00Z');
    await rollUpFinishedDays(test.db, afterIdle);
    expect(await abandonedPerStep(afterIdle)).toEqual([0, 1, 0, 0, 0, 0, 0]);
  });

  it('counts a session that goes on after midnight on the day it stopped, once', async () => {
    await test.db
      .insert(funnelEvents)
      .values([funnelEvent('night', 1, 'started', '2026-05-12T21:50:00Z'), funnelEvent('night', 2, 'started', '2026-05-12T22:10:00Z')]);
    const later = Date.parse('2026-05-13T12:00:00Z');
    await rollUpFinishedDays(test.db, later);
    const year = await yearAnalytics(test.db, 2026, later);
    expect(year.funnel.map((step) => step.abandoned)).toEqual([0, 1, 0, 0, 0, 0, 0]);
  });
});
