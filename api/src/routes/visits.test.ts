import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../db/schema.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.cleanup());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const LIGHTHOUSE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse';

function visit(json: unknown, headers: Record<string, string> = {}) {
  return test.request('/api/visits', { method: 'POST', json, headers: { Host: 'fensterwerk.example', 'User-Agent': BROWSER, ...headers } });
}
const stored = async () => test.db.select().from(pageViews);

describe('POST /api/visits', () => {
  it('stores a page view with a hashed visitor, the path without its query, utm_source and the foreign referrer host only', async () => {
    const response = await visit(
      { path: '/blog/dreifachverglasung?utm_source=Newsletter&token=geheim', referrer: 'https://www.google.de/search?q=fenster+hamburg' },
      { 'X-Forwarded-For': '203.0.113.9' },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const [row] = await stored();
    expect(row).toMatchObject({
      path: '/blog/dreifachverglasung',
      referrerHost: 'google.de',
      utmSource: 'newsletter',
      visitorId: expect.stringMatching(/^[\w-]{22}$/),
    });
    expect(JSON.stringify(row)).not.toContain('203.0.113.9');
    expect(JSON.stringify(row)).not.toContain('geheim');
  });

  it('does not count bots, requests without a user agent, internal referrers as sources, or the back office', async () => {
    const before = (await stored()).length;
    expect((await visit({ path: '/' }, { 'User-Agent': LIGHTHOUSE })).status).toBe(204);
    expect(
      (await visit({ path: '/' }, { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).status,
    ).toBe(204);
    expect((await visit({ path: '/' }, { 'User-Agent': '' })).status).toBe(204);
    // Lighthouse 13: a phone's user agent, but brands without the made-up one every Chromium names.
    const phone =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
    expect((await visit({ path: '/' }, { 'User-Agent': phone, 'Sec-CH-UA': '"Chromium";v="136", "Google Chrome";v="136"' })).status).toBe(
      204,
    );
    expect((await visit({ path: '/admin/analytics' })).status).toBe(204);
    expect((await visit({ path: '/dashboard' })).status).toBe(204);
    expect(await stored()).toHaveLength(before);

    await visit({ path: '/about', referrer: 'https://fensterwerk.example/' });
    expect((await stored()).at(-1)).toMatchObject({ path: '/about', referrerHost: null });
  });

  it('gives one visitor the same id on the same day and another browser another one', async () => {
    await visit({ path: '/a' }, { 'X-Forwarded-For': '198.51.100.4' });
    await visit({ path: '/b' }, { 'X-Forwarded-For': '198.51.100.4' });
    await visit({ path: '/c' }, { 'X-Forwarded-For': '198.51.100.4', 'User-Agent': `${BROWSER} Edg/138.0` });
    const rows = (await stored()).slice(-3);
    expect(rows[0]!.visitorId).toBe(rows[1]!.visitorId);
    expect(rows[2]!.visitorId).not.toBe(rows[0]!.visitorId);
  });

  it('refuses a body that is no page view with 400 in German', async () => {
    const response = await visit({ path: 'https://elsewhere.example/' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'Bitte prüfen Sie Ihre Eingaben.',
      issues: { path: ['Der Pfad muss mit / beginnen und darf höchstens 2000 Zeichen lang sein.'] },
    });
  });
});
