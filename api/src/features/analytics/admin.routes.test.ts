import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelEvents } from '../../platform/db/schema.ts';
import type { AnalyticsJson } from './contract/analytics.ts';
import type { DashboardJson } from '../leads/contract/leads-admin.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { createTestUser } from '../../../testing/test-users.ts';

let test: TestApi;
let token: string;
const currentYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()));

beforeAll(async () => {
  test = await createTestApi();
  token = (await createTestUser(test.db, { role: 'admin' })).token;
  await insertLeads(test.db, [leadValues({ createdAt: new Date(), visit: 'counted' })]);
  for (const [address, agent] of [
    ['192.0.2.1', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0'],
    ['192.0.2.2', 'Mozilla/5.0 (Macintosh) Safari/605.1.15'],
    ['192.0.2.3', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/138.0.0.0 Safari/537.36'],
  ]) {
    await test.request('/api/visits', {
      method: 'POST',
      json: { path: '/', referrer: '' },
      headers: { 'X-Forwarded-For': address!, 'User-Agent': agent! },
    });
  }
});
afterAll(() => test.cleanup());

const analytics = (query: string) => test.request(`/api/admin/analytics${query}`, { headers: { Authorization: `Bearer ${token}` } });

describe('GET /api/admin/analytics', () => {
  it("answers the spec shape with all twelve months and the extras; today's visitors count at once, the headless one not", async () => {
    const response = await analytics(`?year=${currentYear}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as AnalyticsJson;
    expect(Object.keys(body).sort()).toEqual(
      [
        'year',
        'totalVisitors',
        'totalFunnelClicks',
        'totalLeads',
        'totalLeadsBySource',
        'totalVisitorsWithRequest',
        'totalRequestsWithoutVisit',
        'averageConversionRate',
        'monthlyData',
        'funnel',
        'topPages',
        'referrers',
        'utmSources',
        'responseTimes',
      ].sort(),
    );
    expect(body.monthlyData).toHaveLength(12);
    expect(Object.keys(body.monthlyData[0]!).sort()).toEqual([
      'conversionRate',
      'funnelClicks',
      'leadsBySource',
      'leadsGenerated',
      'month',
      'requestsWithoutVisit',
      'uniqueVisitors',
      'visitorsWithRequest',
    ]);
    expect(body.totalVisitors).toBe(2);
    expect(body.totalLeads).toBe(1);
    expect(body.averageConversionRate).toBe(50);
    expect(body.topPages).toEqual([{ value: '/', pageViews: 2, visitors: 2 }]);
    expect(body.funnel).toHaveLength(7);
    expect(Object.keys(body.funnel[0]!).sort()).toEqual([
      'abandoned',
      'completed',
      'dropOffPercent',
      'running',
      'started',
      'step',
      'title',
    ]);
  });

  it("the dashboard's funnel card shows the same numbers as the analytics of the current year", async () => {
    await test.db.insert(funnelEvents).values([
      { sessionId: 'same-1', step: 1, action: 'started', choices: {}, utmParams: {} },
      { sessionId: 'same-1', step: 2, action: 'started', choices: {}, utmParams: {} },
      { sessionId: 'same-1', step: 7, action: 'completed', choices: {}, utmParams: {} },
      { sessionId: 'same-2', step: 1, action: 'started', choices: {}, utmParams: {} },
      { sessionId: 'same-2', step: 1, action: 'abandoned', choices: {}, utmParams: {} },
      // An earlier year's session is not this year's, on the card as in the analytics.
      { sessionId: 'old-1', step: 1, action: 'started', choices: {}, utmParams: {}, createdAt: new Date('2024-06-01T10:00:00Z') },
    ]);
    const analyticsBody = (await (await analytics(`?year=${currentYear}`)).json()) as AnalyticsJson;
    const dashboard = (await (
      await test.request('/api/admin/dashboard', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as DashboardJson;
    expect(dashboard.funnelStats.totalSessions).toBe(analyticsBody.totalFunnelClicks);
    expect(dashboard.funnelStats.totalSessions).toBe(2);
    expect(dashboard.funnelStats.completedSessions).toBe(analyticsBody.funnel[6]!.completed);
    expect(dashboard.funnelStats.stepStats).toEqual(
      analyticsBody.funnel.map(({ step, started, completed, abandoned }) => ({ step, started, completed, abandoned })),
    );
    // same-2 went back a moment ago: active in the last 30 minutes, it is still running, not abandoned.
    expect(analyticsBody.funnel[0]).toMatchObject({ started: 2, abandoned: 0, running: 1, dropOffPercent: 50 });
    expect(dashboard.funnelStats).toMatchObject({ abandonedSessions: 0, runningSessions: 1 });
  });

  it('answers an empty year with zeros', async () => {
    const body = (await (await analytics('?year=2025')).json()) as AnalyticsJson;
    if (currentYear === 2025) return;
    expect(body).toMatchObject({ year: 2025, totalVisitors: 0, totalFunnelClicks: 0, totalLeads: 0, averageConversionRate: null });
    expect(body.monthlyData.map((month) => month.uniqueVisitors)).toEqual(Array(12).fill(0));
  });

  it('refuses years before 2025, after the current one, and no year at all with 400 in German', async () => {
    for (const query of ['?year=2024', `?year=${currentYear + 1}`, '?year=abcd', '?year=20255', '']) {
      const response = await analytics(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'Bitte prüfen Sie Ihre Eingaben.',
        issues: { year: [`Bitte wählen Sie ein Jahr von 2025 bis ${currentYear}.`] },
      });
    }
  });
});
