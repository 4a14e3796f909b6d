import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { pageViews } from '../../platform/db/schema.ts';

const test = testApiForFile({ PUBLIC_SITE_URL: 'https://www.fensterwerk.example' });

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
      {
        path: '/blog/dreifachverglasung-lohnt-sich?utm_source=Newsletter&token=geheim',
        referrer: 'https://www.google.de/search?q=fenster+hamburg',
      },
      { 'X-Forwarded-For': '203.0.113.9' },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const [row] = await stored();
    expect(row).toMatchObject({
      path: '/blog/dreifachverglasung-lohnt-sich',
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
    await visit({ path: '/' }, { 'X-Forwarded-For': '198.51.100.4' });
    await visit({ path: '/about' }, { 'X-Forwarded-For': '198.51.100.4' });
    await visit({ path: '/contact' }, { 'X-Forwarded-For': '198.51.100.4', 'User-Agent': `${BROWSER} Edg/138.0` });
    const rows = (await stored()).slice(-3);
    expect(rows[0]!.visitorId).toBe(rows[1]!.visitorId);
    expect(rows[2]!.visitorId).not.toBe(rows[0]!.visitorId);
  });

  it('stores nothing for a path the site does not have, and answers as if it did', async () => {
    const before = (await stored()).length;
    for (const path of ['/gratis-iphone-1', '/blog/gratis-iphone', '/about/', '/About', '/blog/dreifachverglasung-lohnt-sich/x']) {
      expect((await visit({ path }, { 'X-Forwarded-For': '198.51.100.20' })).status, path).toBe(204);
    }
    expect(await stored()).toHaveLength(before);
  });

  it('keeps a referrer as its host name only, and none from our own site behind a proxy that passes another Host', async () => {
    const referrerOf = async (referrer: string, headers: Record<string, string> = {}) => {
      await visit({ path: '/shop', referrer }, { 'X-Forwarded-For': '198.51.100.21', ...headers });
      return (await stored()).at(-1)!.referrerHost;
    };
    expect(await referrerOf('https://Spam.Example.:8443/gewinn/iphone?ref=abc#jetzt')).toBe('spam.example');
    expect(await referrerOf('https://www.fensterwerk.example/blog', { Host: '127.0.0.1:4321' })).toBeNull();
    expect(await referrerOf('http://203.0.113.5/casino')).toBeNull();
    expect(await referrerOf('http://localhost:8080/')).toBeNull();
  });

  it('keeps utm_source only as a short plain token', async () => {
    const sourceOf = async (utmSource: string) => {
      await visit({ path: `/konfigurator?utm_source=${encodeURIComponent(utmSource)}` }, { 'X-Forwarded-For': '198.51.100.22' });
      return (await stored()).at(-1)!.utmSource;
    };
    expect(await sourceOf(' Google-Ads ')).toBe('google-ads');
    expect(await sourceOf('flyer_2026.nord')).toBe('flyer_2026.nord');
    expect(await sourceOf('Gratis iPhone: spam.example/gewinn')).toBeNull();
    expect(await sourceOf('<script>alert(1)</script>')).toBeNull();
    expect(await sourceOf('a'.repeat(41))).toBeNull();
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
