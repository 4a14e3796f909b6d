import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';

/**
 * The per-address limit of the quote request (10 in 10 minutes), reached through the real limiter with
 * forwarded addresses as a client behind our proxy would send them.
 */
const SUBMIT_LIMIT = 10;

let sent = 0;
const quoteRequest = () => ({
  projektart: 'neubau',
  produkt_fenster: true,
  dimensions: [],
  vorname: 'Eva',
  nachname: 'Nord',
  email: `adresse-${(sent += 1)}@example.de`,
  datenschutz: true,
});

const submitFrom = (test: TestApi, forwardedFor: string) =>
  test.request('/api/funnel/submit', { method: 'POST', json: quoteRequest(), headers: { 'X-Forwarded-For': forwardedFor } });

async function statusesFrom(test: TestApi, forwardedFor: () => string, count = SUBMIT_LIMIT + 1) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push((await submitFrom(test, forwardedFor())).status);
  return statuses;
}

const randomAddress = () => `198.51.100.${Math.floor(Math.random() * 250)}, 10.9.${Math.floor(Math.random() * 250)}.1`;

describe('client address behind one trusted proxy (TRUST_PROXY=true)', () => {
  let test: TestApi;
  beforeAll(async () => {
    test = await createTestApi({ TRUST_PROXY: 'true' });
  });
  afterAll(() => test.cleanup());

  it('is the entry our proxy appended: addresses the client writes in front do not escape the limit', async () => {
    const statuses = await statusesFrom(test, () => `${randomAddress()}, 203.0.113.7`);
    expect(statuses.slice(0, SUBMIT_LIMIT)).toEqual(Array(SUBMIT_LIMIT).fill(201));
    expect(statuses[SUBMIT_LIMIT]).toBe(429);
  });

  it('keeps clients behind the proxy apart', async () => {
    expect((await submitFrom(test, '203.0.113.8')).status).toBe(201);
  });
});

describe('client address behind two trusted proxies (TRUST_PROXY=2)', () => {
  let test: TestApi;
  beforeAll(async () => {
    test = await createTestApi({ TRUST_PROXY: '2' });
  });
  afterAll(() => test.cleanup());

  it('is the second entry from the right, whatever the client put in front', async () => {
    const statuses = await statusesFrom(test, () => `${randomAddress()}, 203.0.113.9, 10.0.0.${Math.floor(Math.random() * 250)}`);
    expect(statuses[SUBMIT_LIMIT]).toBe(429);
  });

  it('is the leftmost entry when the request passed fewer proxies than configured', async () => {
    const statuses = await statusesFrom(test, () => '203.0.113.10');
    expect(statuses[SUBMIT_LIMIT]).toBe(429);
  });
});
