import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseForFile } from '../../../testing/fixtures.ts';

const test = testDatabaseForFile();

describe('migration 0004', () => {
  it('folds the search text of leads stored before it, umlauts and ß included', async () => {
    await test.db.run(sql`update leads set search_text = ''`);
    await test.db.run(
      sql`insert into leads (reference, vorname, nachname, email, projektart, produkte, dimensions, utm_params, privacy_consent_at, privacy_consent_version, created_at, updated_at)
          values ('A-ALT001', 'Jürgen', 'GRÖßE', 'JG@Example.de', 'neubau', '[]', '[]', '{}', 0, 'v', 0, 0)`,
    );
    // The migration's last statement, run again on a row that has no search text yet.
    const backfill = readFileSync(new URL('../../../migrations/0005_inbox.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .at(-1)!;
    await test.db.$client.execute(backfill);
    const [row] = (await test.db.all(sql`select search_text from leads where reference = 'A-ALT001'`)) as { search_text: string }[];
    expect(row!.search_text).toBe('jürgen grösse jg@example.de  a-alt001');
  });
});
