import { describe, expect, it } from 'vitest';
import { testDatabaseForEachTest } from '../../../testing/fixtures.ts';
import { analyticsDays, funnelEvents, pageViews } from '../../platform/db/schema.ts';
import { applyRetention } from '../../platform/maintenance/retention.ts';
import { retentionJobs } from '../../retention-jobs.ts';
import { funnelEvent } from '../../../testing/test-funnel.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { rollUpFinishedDays } from './rollup.ts';
import { yearAnalytics } from './year-analytics.ts';

const test = testDatabaseForEachTest();

const at = (iso: string) => new Date(iso);
const view = (day: string, visitorId: string, path = '/', more: { referrerHost?: string; utmSource?: string } = {}) => ({
  day,
  visitorId,
  path,
  referrerHost: more.referrerHost ?? null,
  utmSource: more.utmSource ?? null,
  createdAt: at(`${day}T12:00:00Z`),
});

/** A year's turn and both clock changes, each with something just before and just after. */
async function seedAroundTheEdges() {
  await test.db
    .insert(pageViews)
    .values([
      view('2025-12-31', 'v1'),
      view('2026-01-01', 'v1', '/', { referrerHost: 'google.com', utmSource: 'newsletter' }),
      view('2026-01-01', 'v1', '/about'),
      view('2026-01-01', 'v2', '/blog', { referrerHost: 'google.com' }),
      view('2026-01-02', 'v1', '/'),
      view('2026-03-29', 'v3', '/'),
      view('2026-10-25', 'v4', '/funnel'),
    ]);
  await test.db.insert(funnelEvents).values([
    funnelEvent('s1', 1, 'started', '2025-12-31T22:30:00Z'), // 23:30 on 31 December in Berlin
    funnelEvent('s2', 1, 'started', '2025-12-31T23:30:00Z'), // 00:30 on 1 January
    funnelEvent('s2', 2, 'started', '2025-12-31T23:31:00Z'),
    funnelEvent('s2', 7, 'completed', '2025-12-31T23:40:00Z'),
    funnelEvent('s3', 1, 'started', '2026-03-31T22:30:00Z'), // 00:30 on 1 April, summer time
    funnelEvent('s4', 1, 'started', '2026-10-31T22:30:00Z'), // 23:30 on 31 October, winter time again
  ]);
  await insertLeads(test.db, [
    leadValues({ email: 'a@example.de', visit: 'counted', createdAt: at('2025-12-31T22:59:00Z') }), // December 2025
    leadValues({ email: 'b@example.de', visit: 'counted', createdAt: at('2025-12-31T23:00:00Z') }), // January 2026
    leadValues({ email: 'c@example.de', visit: 'counted', createdAt: at('2026-03-31T22:00:00Z') }), // April (summer time)
    leadValues({ email: 'd@example.de', visit: 'counted', createdAt: at('2026-03-31T21:59:00Z') }), // March
    leadValues({ email: 'e@example.de', visit: 'counted', createdAt: at('2026-10-31T22:59:00Z'), source: 'konfigurator' }), // October
    leadValues({ email: 'f@example.de', visit: 'counted', createdAt: at('2026-10-31T23:00:00Z') }), // November
  ]);
}

const NEW_YEAR_2027 = Date.parse('2027-01-02T12:00:00Z');

describe('yearly analytics', () => {
  it('counts months in Berlin time across the year boundary and both clock changes', async () => {
    await seedAroundTheEdges();
    const year = await yearAnalytics(test.db, 2026, NEW_YEAR_2027);
    const month = (number: number) => year.monthlyData[number - 1]!;

    expect(year.monthlyData.map((row) => row.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // January: v1 and v2 on the 1st, v1 again on the 2nd: daily visitors summed, 3.
    expect(month(1)).toMatchObject({ month: 1, uniqueVisitors: 3, funnelClicks: 1, leadsGenerated: 1, conversionRate: 33.3 });
    expect(month(3)).toMatchObject({ month: 3, uniqueVisitors: 1, funnelClicks: 0, leadsGenerated: 1, conversionRate: 100 });
    expect(month(4)).toMatchObject({ month: 4, uniqueVisitors: 0, funnelClicks: 1, leadsGenerated: 1, conversionRate: null });
    expect(month(10)).toMatchObject({ uniqueVisitors: 1, funnelClicks: 1, leadsGenerated: 1 });
    expect(month(11)).toMatchObject({ uniqueVisitors: 0, funnelClicks: 0, leadsGenerated: 1 });
    expect(year).toMatchObject({ totalVisitors: 5, totalFunnelClicks: 3, totalLeads: 5, averageConversionRate: 100 });

    const previous = await yearAnalytics(test.db, 2025, NEW_YEAR_2027);
    expect(previous.monthlyData[11]).toMatchObject({
      month: 12,
      uniqueVisitors: 1,
      funnelClicks: 1,
      leadsGenerated: 1,
      conversionRate: 100,
    });
    expect(previous.totalLeads).toBe(1);
  });

  it('shows the funnel per step with the share lost at each step, and the top lists', async () => {
    await seedAroundTheEdges();
    const year = await yearAnalytics(test.db, 2026, NEW_YEAR_2027);
    // s3 (April) and s4 (October) stopped at step 1 long ago; s2 sent its request.
    expect(year.funnel[0]).toEqual({
      step: 1,
      title: 'Projektart',
      started: 3,
      completed: 0,
      abandoned: 2,
      running: 0,
      dropOffPercent: 66.7,
    });
    expect(year.funnel[1]).toMatchObject({ step: 2, started: 1, dropOffPercent: 100 });
    expect(year.funnel[6]).toMatchObject({ step: 7, started: 0, completed: 1, dropOffPercent: null });
    expect(year.topPages[0]).toEqual({ value: '/', pageViews: 3, visitors: 3 });
    expect(year.referrers).toEqual([{ value: 'google.com', pageViews: 2, visitors: 2 }]);
    expect(year.utmSources).toEqual([{ value: 'newsletter', pageViews: 1, visitors: 1 }]);
  });

  it('gives the same figures from the daily aggregates as from the raw rows, also after the raw rows are gone', async () => {
    await seedAroundTheEdges();
    const live = await yearAnalytics(test.db, 2026, NEW_YEAR_2027);
    const rolled = await rollUpFinishedDays(test.db, NEW_YEAR_2027);
    expect(rolled[0]).toBe('2025-12-31');
    expect(rolled.at(-1)).toBe('2027-01-01');
    expect(await yearAnalytics(test.db, 2026, NEW_YEAR_2027)).toEqual(live);

    // Rolling up again changes nothing; a second process finds the days done.
    expect(await rollUpFinishedDays(test.db, NEW_YEAR_2027)).toEqual([]);

    const deleted = await applyRetention(test.db, retentionJobs, new Date(NEW_YEAR_2027));
    expect(deleted).toMatchObject({ pageViews: 7, funnelEvents: 6 });
    expect(await yearAnalytics(test.db, 2026, NEW_YEAR_2027)).toEqual(live);
  });

  it('keeps raw rows younger than seven days, and never deletes a day that is not rolled up', async () => {
    const now = Date.parse('2026-06-20T10:00:00Z');
    await test.db.insert(pageViews).values([view('2026-06-10', 'old'), view('2026-06-15', 'recent'), view('2026-06-20', 'today')]);
    await test.db
      .insert(funnelEvents)
      .values([funnelEvent('old', 1, 'started', '2026-06-10T10:00:00Z'), funnelEvent('new', 1, 'started', '2026-06-19T10:00:00Z')]);
    await applyRetention(test.db, retentionJobs, new Date(now));
    expect((await test.db.select().from(pageViews)).map((row) => row.visitorId)).toEqual(['recent', 'today']);
    expect((await test.db.select().from(funnelEvents)).map((row) => row.sessionId)).toEqual(['new']);
    // Rolled up up to yesterday; today is still counted from the raw rows.
    expect((await test.db.select().from(analyticsDays)).map((row) => row.day).at(-1)).toBe('2026-06-19');
    const june = (await yearAnalytics(test.db, 2026, now)).monthlyData[5]!;
    expect(june).toMatchObject({ uniqueVisitors: 3, funnelClicks: 2 });
  });

  it('answers all twelve months with zeros for a year without data', async () => {
    const year = await yearAnalytics(test.db, 2025, NEW_YEAR_2027);
    expect(year).toMatchObject({
      totalVisitors: 0,
      totalFunnelClicks: 0,
      totalLeads: 0,
      averageConversionRate: null,
      topPages: [],
      referrers: [],
      utmSources: [],
    });
    expect(year.monthlyData).toHaveLength(12);
    expect(year.monthlyData.every((row) => row.uniqueVisitors === 0 && row.conversionRate === null)).toBe(true);
    expect(year.funnel.map((step) => step.started)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('leads by source and the conversion rate', () => {
  it('counts requests from the customer area as leads, by source, but not in the rate (their visits are not counted)', async () => {
    await test.db.insert(pageViews).values([view('2026-03-10', 'v1'), view('2026-03-10', 'v1', '/funnel')]);
    await insertLeads(test.db, [
      leadValues({ email: 'f@example.de', visit: 'counted', createdAt: at('2026-03-10T10:00:00Z') }),
      ...['k1', 'k2', 'k3'].map((name) =>
        leadValues({ email: `${name}@example.de`, source: 'kundenkonto', createdAt: at('2026-03-11T10:00:00Z') }),
      ),
    ]);
    const year = await yearAnalytics(test.db, 2026, NEW_YEAR_2027);
    expect(year.monthlyData[2]).toEqual({
      month: 3,
      uniqueVisitors: 1,
      funnelClicks: 0,
      leadsGenerated: 4,
      leadsBySource: { funnel: 1, konfigurator: 0, kundenkonto: 3, warenkorb: 0, email: 0 },
      visitorsWithRequest: 1,
      requestsWithoutVisit: 3,
      conversionRate: 100,
    });
    expect(year).toMatchObject({
      totalLeads: 4,
      totalLeadsBySource: { funnel: 1, konfigurator: 0, kundenkonto: 3, warenkorb: 0, email: 0 },
      averageConversionRate: 100,
    });
  });

  it('has no rate (null) where there were no visitors, not 0 %, however many leads came', async () => {
    await insertLeads(
      test.db,
      ['a', 'b', 'c', 'd'].map((name) =>
        leadValues({ email: `${name}@example.de`, source: 'konfigurator', createdAt: at('2026-04-15T10:00:00Z') }),
      ),
    );
    const year = await yearAnalytics(test.db, 2026, NEW_YEAR_2027);
    expect(year.monthlyData[3]).toMatchObject({ uniqueVisitors: 0, leadsGenerated: 4, conversionRate: null });
    expect(year.averageConversionRate).toBeNull();
    // The funnel's drop-off has no basis either where no session started a step.
    expect(year.funnel.map((step) => step.dropOffPercent)).toEqual([null, null, null, null, null, null, null]);
  });
});
