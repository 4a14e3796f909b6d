import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTestSmtpServer } from './smtp-server.ts';
import { createAdminTestApi } from './test-admin.ts';
import { createTestApi } from './test-api.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * A fixture made by `make` before a test file's tests (or before each test) and given to `release` after
 * them. The object is filled in when the tests start, so the file's helpers may close over it at the top.
 * Kept apart from the helpers it wraps, which the Playwright specs and the bench import without Vitest.
 */
function fixture<T extends object>(scope: 'file' | 'test', make: () => Promise<T>, release: (made: T) => unknown): T {
  const made = {} as T;
  (scope === 'file' ? beforeAll : beforeEach)(async () => {
    Object.assign(made, await make());
  });
  (scope === 'file' ? afterAll : afterEach)(async () => {
    await release(made);
  });
  return made;
}

type Env = Record<string, string>;
const cleanUp = (made: { cleanup: () => void }) => made.cleanup();

/** One test database for all tests of a file. */
export const testDatabaseForFile = () => fixture('file', () => createTestDatabase(), cleanUp);

/** A fresh test database for each test of a file. */
export const testDatabaseForEachTest = () => fixture('test', () => createTestDatabase(), cleanUp);

/** One test API (see createTestApi) for all tests of a file. */
export const testApiForFile = (env: Env = {}) => fixture('file', () => createTestApi(env), cleanUp);

/** One admin test API (see createAdminTestApi) for all tests of a file. */
export const adminTestApiForFile = (env: Env = {}) => fixture('file', () => createAdminTestApi(env), cleanUp);

/** One SMTP server on loopback for all tests of a file. */
export const testSmtpServerForFile = () =>
  fixture(
    'file',
    () => startTestSmtpServer(),
    (smtp) => smtp.close(),
  );
