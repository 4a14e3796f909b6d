import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseForEachTest } from '../testing/fixtures.ts';
import { products, users } from './platform/db/schema.ts';
import { prepareDatabase } from './runtime.ts';

const test = testDatabaseForEachTest();

describe('database preparation at start-up', () => {
  it('seeds the catalogue and creates the admin on the first start, and reports the password once', async () => {
    const firstStart: string[] = [];
    await prepareDatabase(test.db, test.config, (line) => firstStart.push(line));
    expect(firstStart[0]).toBe('Demo-Katalog angelegt.');
    expect(firstStart[1]).toMatch(/^Admin-Konto „admin“ angelegt\. Passwort \(wird nur dieses eine Mal angezeigt\): \S{20}$/);

    const secondStart: string[] = [];
    await prepareDatabase(test.db, test.config, (line) => secondStart.push(line));
    expect(secondStart).toEqual([]);
    expect((await test.db.select({ n: count() }).from(users))[0]!.n).toBe(1);
    expect((await test.db.select({ n: count() }).from(products))[0]!.n).toBeGreaterThan(0);
  });
});
