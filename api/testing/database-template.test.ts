import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { applyMigrations } from '../src/platform/db/migrate.ts';
import { testDatabaseForFile } from './fixtures.ts';

const copied = testDatabaseForFile();
const folder = mkdtempSync(join(tmpdir(), 'fensterwerk-migrated-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Every table, index, trigger and view with its SQL, the applied migrations and the rows migrations insert. */
async function describeDatabase(db: Database) {
  const schema = await db.$client.execute(
    "select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%' order by type, name",
  );
  const migrations = await db.$client.execute('select hash, created_at from __drizzle_migrations order by id');
  const rows: Record<string, unknown[]> = {};
  for (const { name } of schema.rows.filter((row) => row.type === 'table')) {
    rows[String(name)] = (await db.$client.execute(`select * from "${String(name)}"`)).rows.map((row) => ({ ...row }));
  }
  return { schema: schema.rows.map((row) => ({ ...row })), migrations: migrations.rows.map((row) => ({ ...row })), rows };
}

describe('the test databases', () => {
  it('are the database that running every migration on an empty file gives', async () => {
    const migrated = await openDatabase({ url: `file:${join(folder, 'migrated.db')}` });
    try {
      await applyMigrations(migrated);
      const expected = await describeDatabase(migrated);
      expect(expected.migrations.length).toBeGreaterThan(30);
      expect(await describeDatabase(copied.db)).toEqual(expected);
    } finally {
      migrated.$client.close();
    }
  });
});
