import { eq } from 'drizzle-orm';
import { VERSION_TRUSTED_MS } from './answer-cache.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productLines } from '../../platform/db/schema.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';

let test: TestApi;

beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.cleanup());

const getLines = async () => {
  const response = await test.api.request('/api/public/product-lines');
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; name: string; description: string }[];
};

/** Rows written past the API show once the version read last is older than the cache trusts it. */
const versionGoesStale = () => new Promise((resolve) => setTimeout(resolve, VERSION_TRUSTED_MS + 50));

describe('GET /api/public/product-lines', () => {
  it('lists the active top-level lines by priority, with id, name and description only', async () => {
    const lines = await getLines();
    expect(lines.map((line) => line.name)).toEqual(['Fenster', 'Haustüren', 'Schiebetüren', 'Dachfenster', 'Rollläden', 'Insektenschutz']);
    expect(Object.keys(lines[0]!).sort()).toEqual(['description', 'id', 'name']);
  });

  it('lets browsers keep the answer but ask again each time, so a change shows at once', async () => {
    const response = await test.api.request('/api/public/product-lines');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const again = await test.api.request('/api/public/product-lines', { headers: { 'If-None-Match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('follows the catalogue: inactive and child lines are left out, priority decides the order', async () => {
    const [fenster] = await test.db.select().from(productLines).where(eq(productLines.name, 'Fenster'));
    await test.db.insert(productLines).values({ name: 'Holzfenster', priority: 500, parentId: fenster!.id });
    await test.db.update(productLines).set({ active: false }).where(eq(productLines.name, 'Haustüren'));
    await test.db.update(productLines).set({ priority: 1000 }).where(eq(productLines.name, 'Insektenschutz'));
    await versionGoesStale();

    const names = (await getLines()).map((line) => line.name);
    expect(names[0]).toBe('Insektenschutz');
    expect(names).not.toContain('Haustüren');
    expect(names).not.toContain('Holzfenster');
  });

  it('answers an empty list when there are no lines', async () => {
    await test.db.delete(productLines);
    await versionGoesStale();
    expect(await getLines()).toEqual([]);
  });
});
