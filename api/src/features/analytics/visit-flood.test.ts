import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSitePaths } from './site-paths.ts';
import { PAGE_VIEWS_PER_NETWORK, VISITORS_PER_NETWORK } from './visit-allowance.ts';
import { yearAnalytics } from './year-analytics.ts';
import { pageViews } from '../../platform/db/schema.ts';
import { currentAnalyticsYear } from './contract/analytics.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';

let test: TestApi;
beforeEach(async () => {
  test = await createTestApi();
});
afterEach(() => test.cleanup());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const REAL_PAGES = ['/', '/about', '/shop', '/blog', '/contact'];
const SITE_PATHS = readSitePaths().counted;

function visit(json: unknown, address: string, userAgent = BROWSER) {
  return test.request('/api/visits', {
    method: 'POST',
    json,
    headers: { Host: 'fensterwerk.example', 'User-Agent': userAgent, 'X-Forwarded-For': address },
  });
}

/** What the spammer of issue 17 did: one address, a new user agent per beacon, made-up paths, referrers and sources. */
async function flood(address: string, beacons = 500) {
  const statuses: number[] = [];
  for (let start = 0; start < beacons; start += 50) {
    // 50 at a time: they meet in the write queue's group commits, as a real flood's do.
    const answers = await Promise.all(
      Array.from({ length: Math.min(50, beacons - start) }, (_, offset) => {
        const n = start + offset;
        const path = n % 2 ? REAL_PAGES[n % REAL_PAGES.length]! : `/gratis-iphone-${n}`;
        return visit(
          {
            path: `${path}?utm_source=${encodeURIComponent(`Gratis iPhone ${n} – jetzt auf spam.example`)}`,
            referrer: `https://iphone-${n}.spam.example/gewinn?id=${n}`,
          },
          address,
          `${BROWSER} Flood/${n}`,
        );
      }),
    );
    statuses.push(...answers.map((answer) => answer.status));
  }
  return statuses;
}

const figures = () => yearAnalytics(test.db, currentAnalyticsYear());

describe('POST /api/visits under a flood', () => {
  it('500 beacons from one address with a new browser each add at most the allowance, no made-up path and no spam source', async () => {
    expect(new Set(await flood('203.0.113.66'))).toEqual(new Set([204]));

    const { totalVisitors, topPages, utmSources } = await figures();
    expect(totalVisitors).toBeLessThanOrEqual(VISITORS_PER_NETWORK);
    expect(topPages.filter((entry) => !SITE_PATHS.has(entry.value))).toEqual([]);
    expect(utmSources).toEqual([]);
    const rows = await test.db.select().from(pageViews);
    expect(rows.length).toBeLessThanOrEqual(PAGE_VIEWS_PER_NETWORK);
    expect(rows.filter((row) => !SITE_PATHS.has(row.path))).toEqual([]);
  });

  it('one browser of one address adds at most the allowance of page views a day', async () => {
    for (let start = 0; start < 400; start += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, offset) => visit({ path: REAL_PAGES[(start + offset) % REAL_PAGES.length] }, '203.0.113.67')),
      );
    }
    expect(await test.db.$count(pageViews)).toBe(PAGE_VIEWS_PER_NETWORK);
    expect((await figures()).totalVisitors).toBe(1);
  });

  it('a real visitor from another address on a real page still counts as one visitor with one page view', async () => {
    await flood('2001:db8:66:1::1');
    expect((await visit({ path: '/konfigurator', referrer: 'https://www.google.de/search?q=fenster' }, '198.51.100.77')).status).toBe(204);

    const { totalVisitors, topPages, referrers } = await figures();
    expect(topPages.find((entry) => entry.value === '/konfigurator')).toEqual({ value: '/konfigurator', pageViews: 1, visitors: 1 });
    expect(referrers.find((entry) => entry.value === 'google.de')).toEqual({ value: 'google.de', pageViews: 1, visitors: 1 });
    // The day's figure is the real visitor and what the flood was allowed, not the flood.
    expect(totalVisitors).toBe(VISITORS_PER_NETWORK + 1);
  });
});
