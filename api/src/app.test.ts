import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { safeParse, z } from 'zod/mini';
import { createApi } from './app.ts';
import { apiMessages } from './shared/messages.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import { createTestDatabase } from '../testing/test-database.ts';

let test: TestApi;
let api: TestApi['api'];

beforeAll(async () => {
  test = await createTestApi();
  api = test.api;
});
afterAll(() => test.cleanup());

describe('API frame', () => {
  it('answers unknown /api paths with a German JSON 404, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await api.request('/api/gibt-es-nicht', { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'Die angeforderte Ressource wurde nicht gefunden.' });
    }
  });

  it('words a failed pattern in plain German instead of quoting the regular expression', async () => {
    const badSession = await api.request('/api/funnel/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_id: 'X' }),
    });
    expect(badSession.status).toBe(400);
    const { issues } = (await badSession.json()) as { issues: Record<string, string[]> };
    expect(issues.session_id).toEqual(['Ungültige Sitzungskennung']);
    expect(JSON.stringify(issues)).not.toMatch(/Muster|\/\^/);
    // A check written without a message of its own falls back to the server's German wording.
    const unnamed = safeParse(z.string().check(z.regex(/^[a-z0-9]{9}$/)), 'X');
    expect(unnamed.error?.issues[0]?.message).toBe(apiMessages.invalidFormat);
  });

  it('reports a healthy database', async () => {
    const response = await api.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', writes: 'ok' });
  });
});

describe('with the database gone', () => {
  it('answers 503 on health and a plain 500 without internals elsewhere', async () => {
    const broken = await createTestDatabase();
    const brokenApi = createApi({ db: broken.db, config: broken.config });
    broken.cleanup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const health = await brokenApi.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      status: 'error',
      database: 'error',
      error: 'Die Datenbank ist derzeit nicht erreichbar.',
    });

    const lines = await brokenApi.request('/api/public/product-lines');
    expect(lines.status).toBe(500);
    const body = await lines.text();
    expect(JSON.parse(body)).toEqual({
      error: 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    });
    expect(body).not.toMatch(/closed|stack|at .*\.ts/i);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
