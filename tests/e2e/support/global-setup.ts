import { existsSync } from 'node:fs';
import { startServer } from './server.ts';

/** One production server with a fresh database for every spec that does not need its own. */
export default async function globalSetup() {
  if (!existsSync('dist/server/entry.mjs')) {
    throw new Error('Kein Build gefunden: „npm run build“ vor den Browser-Tests ausführen (npm test tut das).');
  }
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  process.env.E2E_OUTBOX_DIR = server.outboxDir;
  return () => server.stop();
}
