import { createApi } from '../src/app.ts';
import { ensureShopSettings, seedCatalogue } from '../src/features/catalogue/seed/seed-catalogue.ts';
import { testCatalogue } from './test-catalogue.ts';
import { enterTestCompany } from './test-company.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApi extends TestDatabase {
  api: ReturnType<typeof createApi>;
  /** How often the API asked the mail sender to wake up. */
  wakeCalls: () => number;
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
}

let nextAddress = 1;

/**
 * The real API on a fresh database file seeded with the tests' own catalogue (test-catalogue.ts) and company
 * data (test-company.ts), called in-process through Hono's app.request. Each
 * request comes from its own client address (X-Forwarded-For, trusted here) unless the test gives one,
 * so rate limits only bite where a test wants them to.
 */
export async function createTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const database = await createTestDatabase({ TRUST_PROXY: 'true', ...env });
  await ensureShopSettings(database.db);
  await seedCatalogue(database.db, testCatalogue);
  // The owner's company data, not the shipped placeholders: with those no quote is sent (ADR 050).
  await enterTestCompany(database.db);
  let wakes = 0;
  const api = createApi({ db: database.db, config: database.config, wakeMailer: () => void (wakes += 1) });
  return {
    ...database,
    api,
    wakeCalls: () => wakes,
    request: async (path, { json, headers, ...init } = {}) => {
      const body = json === undefined ? init.body : JSON.stringify(json);
      return api.request(path, {
        ...init,
        headers: {
          'X-Forwarded-For': `10.0.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`,
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
          // What every HTTP client sends with a body of known length.
          ...(typeof body === 'string' ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
          ...(headers as Record<string, string>),
        },
        body,
      });
    },
  };
}
