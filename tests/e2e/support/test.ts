import { test as base, expect } from '@playwright/test';
import type { Database } from '../../../api/src/platform/db/client.ts';
import { openServerDatabase } from './database.ts';

let nextAddress = 1;

/**
 * The tests' own `test`: every test comes from its own client address (the test server trusts
 * X-Forwarded-For), `db` opens the shared test server's database for checks, and `uid` is a short id of
 * the test (and its repetition) for names and addresses it creates, so tests that share the server's
 * database never meet each other's rows.
 */
export const test = base.extend<{ db: Database; uid: string }>({
  uid: async ({}, use, testInfo) => {
    // A test id is "<file hash>-<test hash>": the test's own part, not the file's, which every test of a
    // file shares (two tests of one file would otherwise create the same names).
    const ownPart = testInfo.testId
      .split('-')
      .pop()!
      .replace(/[^a-z0-9]/gi, '');
    await use(`${ownPart.slice(0, 10)}${testInfo.repeatEachIndex || ''}`.toLowerCase());
  },
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': `10.${testInfo.workerIndex % 250}.${Math.floor(nextAddress / 250) % 250}.${nextAddress++ % 250}` });
  },
  db: async ({}, use) => {
    const db = await openServerDatabase(process.env.E2E_DATABASE_URL!);
    await use(db);
    db.$client.close();
  },
});

export { expect };
