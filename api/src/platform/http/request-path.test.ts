import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { leads } from '../db/schema.ts';

const test = testApiForFile();

const quoteRequest = {
  projektart: 'neubau',
  produkt_fenster: true,
  dimensions: [],
  vorname: 'Eva',
  nachname: 'Nord',
  email: 'pfad@example.de',
  datenschutz: true,
};

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  test.request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });

async function expectError(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect((await response.json()).error).toMatch(message);
}

describe('bodies the API cannot read', () => {
  it('answers broken JSON and an empty body with 400 and a German message', async () => {
    await expectError(await post('/api/funnel/submit', '{"vorname": '), 400, 'Die Anfrage enthält kein gültiges JSON.');
    await expectError(await post('/api/funnel/submit', ''), 400, 'Die Anfrage enthält kein gültiges JSON.');
  });

  it.each(['[]', 'null', '"Eva"', '42'])('answers JSON that is not an object (%s) with 400', async (body) => {
    await expectError(await post('/api/funnel/submit', body), 400, 'Bitte prüfen Sie Ihre Eingaben.');
  });

  it('refuses a body that is not UTF-8 instead of storing replacement characters', async () => {
    const latin1 = Buffer.from(JSON.stringify({ ...quoteRequest, nachname: 'Müller' }), 'latin1');
    await expectError(await post('/api/funnel/submit', latin1), 400, 'Die Anfrage ist nicht in UTF-8 kodiert.');
    expect(await test.db.select().from(leads).where(eq(leads.email, 'pfad@example.de'))).toEqual([]);
  });

  it('reads a UTF-8 body with a byte order mark', async () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ ...quoteRequest, nachname: 'Müller' }))]);
    expect((await post('/api/funnel/submit', withBom)).status).toBe(201);
    const [lead] = await test.db.select().from(leads).where(eq(leads.email, 'pfad@example.de'));
    expect(lead?.nachname).toBe('Müller');
  });
});

describe('error answers', () => {
  it('are JSON that no cache keeps, whatever the failure', async () => {
    await expectError(await test.request('/api/gibt-es-nicht'), 404, 'Die angeforderte Ressource wurde nicht gefunden.');
    await expectError(await post('/api/funnel/submit', 'x', { 'Content-Type': 'text/plain' }), 415, /als JSON/);
    await expectError(await post('/api/funnel/submit', '{}', { 'Sec-Fetch-Site': 'cross-site' }), 403, /nicht von dieser Website/);
    await expectError(await post('/api/funnel/submit', 'x'.repeat(101 * 1024)), 413, /zu groß/);
    await expectError(await post('/api/funnel/submit', '{}'), 400, 'Bitte prüfen Sie Ihre Eingaben.');
    const valid = (index: number) => JSON.stringify({ ...quoteRequest, email: `grenze-${index}@example.de` });
    for (let index = 0; index < 10; index += 1) await post('/api/funnel/submit', valid(index), { 'X-Forwarded-For': '203.0.113.50' });
    await expectError(await post('/api/funnel/submit', valid(10), { 'X-Forwarded-For': '203.0.113.50' }), 429, /^Zu viele Anfragen/);
  });
});

describe('methods', () => {
  it('answer a known path with another method 405 and the methods it takes', async () => {
    const response = await test.request('/api/funnel/submit');
    await expectError(response, 405, 'Diese Anfrageart wird unter dieser Adresse nicht unterstützt.');
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    const put = await test.request('/api/product-options/3', { method: 'PUT', json: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('answer OPTIONS with the methods of the path, and 404 for an unknown path', async () => {
    const options = await test.request('/api/contact', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await test.request('/api/gibt-es-nicht', { method: 'OPTIONS' })).status).toBe(404);
    expect((await test.request('/api/product-options/abc')).status).toBe(404);
  });

  it('answer HEAD like GET without a body', async () => {
    const head = await test.request('/api/health', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
