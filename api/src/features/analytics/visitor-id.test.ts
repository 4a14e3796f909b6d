import { describe, expect, it } from 'vitest';
import { testDatabaseForEachTest } from '../../../testing/fixtures.ts';
import { visitAllowances, visitSalts } from '../../platform/db/schema.ts';
import { isBot } from './bots.ts';
import { createVisitorIds } from './visitor-id.ts';

const test = testDatabaseForEachTest();

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

describe('visitor id', () => {
  it('is the same for one address and browser within a day, and different for another browser', async () => {
    const visitorId = createVisitorIds(test.db, () => '2026-05-04');
    const first = await visitorId('203.0.113.7', BROWSER);
    expect(first).toEqual({
      day: '2026-05-04',
      visitorId: expect.stringMatching(/^[\w-]{22}$/),
      networkId: expect.stringMatching(/^[\w-]{22}$/),
    });
    expect(await visitorId('203.0.113.7', BROWSER)).toEqual(first);
    expect((await visitorId('203.0.113.7', `${BROWSER} Edg/138.0`)).visitorId).not.toBe(first.visitorId);
    expect((await visitorId('203.0.113.8', BROWSER)).visitorId).not.toBe(first.visitorId);
    // Neither the address nor the browser is in what is kept.
    expect(first.visitorId).not.toContain('203');
  });

  it('gives all browsers of one address, and all addresses of one IPv6 /64, one network id', async () => {
    const ids = createVisitorIds(test.db, () => '2026-05-04');
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
    const [chrome, other, v6a, v6b, v6other, mapped] = await Promise.all([
      ids('203.0.113.7', BROWSER),
      ids('203.0.113.7', firefox),
      ids('2001:db8:7:1:aaaa::1', BROWSER),
      ids('2001:db8:7:1:bbbb:cccc:dddd:2', firefox),
      ids('2001:db8:7:2::1', BROWSER),
      ids('::ffff:203.0.113.7', BROWSER),
    ]);
    expect(other!.networkId).toBe(chrome!.networkId);
    expect(other!.visitorId).not.toBe(chrome!.visitorId);
    expect(v6b!.networkId).toBe(v6a!.networkId);
    expect(v6other!.networkId).not.toBe(v6a!.networkId);
    expect(mapped!.networkId).toBe(chrome!.networkId);
    expect(v6a!.networkId).not.toBe(chrome!.networkId);
  });

  it('two days give two ids, and the salt of a day and its allowances are gone once the next one began', async () => {
    let day = '2026-05-04';
    const visitorId = createVisitorIds(test.db, () => day);
    const monday = await visitorId('203.0.113.7', BROWSER);
    const mondaySalt = await test.db.select().from(visitSalts);
    await test.db.insert(visitAllowances).values({ day: monday.day, networkId: monday.networkId, pageViews: 1, visitors: 1 });
    expect(mondaySalt).toEqual([{ day: '2026-05-04', salt: expect.stringMatching(/^[\w-]{43}$/) }]);

    day = '2026-05-05';
    const tuesday = await visitorId('203.0.113.7', BROWSER);
    expect(tuesday.day).toBe('2026-05-05');
    expect(tuesday.visitorId).not.toBe(monday.visitorId);
    const salts = await test.db.select().from(visitSalts);
    expect(salts.map((row) => row.day)).toEqual(['2026-05-05']);
    expect(salts[0]!.salt).not.toBe(mondaySalt[0]!.salt);
    // The allowances are keyed by a hash with that salt: they go with it.
    expect(await test.db.select().from(visitAllowances)).toEqual([]);
  });

  it('every server process hashes alike: the salt of the day is shared through the database', async () => {
    const processA = createVisitorIds(test.db, () => '2026-05-04');
    const processB = createVisitorIds(test.db, () => '2026-05-04');
    const [a, b] = await Promise.all([processA('198.51.100.1', BROWSER), processB('198.51.100.1', BROWSER)]);
    expect(a).toEqual(b);
  });
});

describe('bots', () => {
  it('leaves crawlers, headless browsers, Lighthouse and requests without a user agent out', () => {
    for (const agent of [
      undefined,
      '',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0 Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/138.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'facebookexternalhit/1.1',
    ]) {
      expect(isBot(agent), String(agent)).toBe(true);
    }
  });

  it('leaves Lighthouse 10+ out by its client hints, though its user agent looks like a phone', () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36';
    expect(isBot(phone, '"Chromium";v="150", "Google Chrome";v="150"')).toBe(true);
    expect(isBot(BROWSER, '"HeadlessChrome";v="138", "Chromium";v="138", "Not)A;Brand";v="8"')).toBe(true);
    // Real Chromium browsers always name a made-up brand; Firefox and Safari send no brands.
    expect(isBot(phone, '"Chromium";v="138", "Not)A;Brand";v="8", "Google Chrome";v="138"')).toBe(false);
    expect(isBot(BROWSER, '"Microsoft Edge";v="138", "Chromium";v="138", "Not/A)Brand";v="24"')).toBe(false);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', undefined)).toBe(false);
  });

  it('counts people, the CUBOT phone included', () => {
    expect(isBot(BROWSER)).toBe(false);
    expect(
      isBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(
      isBot('Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'),
    ).toBe(false);
  });
});
