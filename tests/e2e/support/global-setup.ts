import { existsSync } from 'node:fs';
import { bundleServer } from '../../../scripts/bundle-server.ts';
import { enterTestCompany } from '../../../api/testing/test-company.ts';
import { openServerDatabase } from './database.ts';
import { startServer } from './server.ts';

/** One production server with a fresh database for every spec that does not need its own. */
export default async function globalSetup() {
  if (!existsSync('dist/server/entry.mjs')) {
    throw new Error('Kein Build gefunden: „npm run build“ vor den Browser-Tests ausführen (npm test tut das).');
  }
  // The server's bundle from the sources as they are now (a second, so an API change needs no full build).
  await bundleServer();
  const server = await startServer();
  // The owner's company data, so the specs can send quotes and issue invoices (ADR 050). Written before
  // the first request, which reads them; the pages keep the build's data, the site is not rebuilt.
  const db = await openServerDatabase(server.databaseUrl);
  try {
    await enterTestCompany(db);
  } finally {
    db.$client.close();
  }
  // The server read the placeholders at its start and trusts that copy for up to 5 s
  // (current-company.ts): a spec that sends a quote in its first seconds would still be refused.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  process.env.E2E_OUTBOX_DIR = server.outboxDir;
  return () => server.stop();
}
