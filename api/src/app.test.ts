import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from './app.ts';
import { createTestApi, type TestApi } from './testing/test-api.ts';
import { createTestDatabase } from './testing/test-database.ts';

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

  it('reports a healthy database', async () => {
    const response = await api.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
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
