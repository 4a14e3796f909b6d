import { test as base, expect } from '@playwright/test';
import type { Database } from '../../../api/src/platform/db/client.ts';
import { openServerDatabase } from './database.ts';

let nextAddress = 1;

/**
 * The tests' own `test`: every test comes from its own client address (the test server trusts
 * X-Forwarded-For), and `db` opens the shared test server's database for checks.
 */
export const test = base.extend<{ db: Database }>({
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
