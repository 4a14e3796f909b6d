import { count } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseForEachTest } from '../../../../testing/fixtures.ts';
import { loadConfig } from '../../../config.ts';
import { prepareDatabase } from '../../../runtime.ts';
import { optionCategories, options, productLines, products, users } from '../../../platform/db/schema.ts';

// SEED_DEMO=false: an installation that starts without the demo catalogue and its demo prices.
const test = testDatabaseForEachTest();

const rowCount = async (table: SQLiteTable) => (await test.db.select({ n: count() }).from(table))[0]!.n;
const config = (env: Record<string, string>) => loadConfig({ DATABASE_URL: test.url, ADMIN_PASSWORD: 'geheim123', ...env });

describe('the first start', () => {
  it('with SEED_DEMO=false has no product lines, products or priced options, but the owner account', async () => {
    await prepareDatabase(test.db, config({ SEED_DEMO: 'false' }));
    expect(await rowCount(products)).toBe(0);
    expect(await rowCount(productLines)).toBe(0);
    expect(await rowCount(options)).toBe(0);
    // The configurator's and shop's steps are there, empty, for the operator to fill.
    expect(await rowCount(optionCategories)).toBeGreaterThan(0);
    expect(await rowCount(users)).toBe(1);
  });

  it('stays empty when a later start has the default (SEED_DEMO=true): the demo never lands on a real catalogue', async () => {
    await prepareDatabase(test.db, config({ SEED_DEMO: 'false' }));
    await prepareDatabase(test.db, config({}));
    expect(await rowCount(products)).toBe(0);
  });

  it('by default brings the demo catalogue', async () => {
    await prepareDatabase(test.db, config({}));
    expect(await rowCount(products)).toBeGreaterThan(0);
  });

  it('refuses a SEED_DEMO that is neither true nor false, naming the variable', () => {
    expect(() => config({ SEED_DEMO: 'nein' })).toThrow(/SEED_DEMO: muss true oder false sein/);
  });
});
