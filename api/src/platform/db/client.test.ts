import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseForFile } from '../../../testing/fixtures.ts';
import { productLines } from './schema.ts';

const test = testDatabaseForFile();

const pragma = async (name: string) => Object.values((await test.db.$client.execute(`PRAGMA ${name}`)).rows[0]!)[0];

describe('database connection', () => {
  it('runs a local file in WAL mode with synchronous=NORMAL, foreign keys and a busy timeout', async () => {
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(1);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('keeps those settings for statements after a batch', async () => {
    await test.db.batch([test.db.insert(productLines).values({ name: 'Eins' }), test.db.insert(productLines).values({ name: 'Zwei' })]);
    expect(await pragma('synchronous')).toBe(1);
    expect(await pragma('foreign_keys')).toBe(1);
  });

  it('enforces foreign keys', async () => {
    await expect(
      test.db.run(sql`insert into product_categories (name, product_line_id, created_at) values ('x', 9999, 0)`),
    ).rejects.toSatisfy((error: Error) => /FOREIGN KEY/.test(String(error.cause)));
  });
});
