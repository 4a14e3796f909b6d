import { existsSync } from 'node:fs';
import { bundleServer } from '../../../scripts/bundle-server.ts';
import { startServer } from './server.ts';

/** One production server with a fresh database for every spec that does not need its own. */
export default async function globalSetup() {
  if (!existsSync('dist/server/entry.mjs')) {
    throw new Error('Kein Build gefunden: „npm run build“ vor den Browser-Tests ausführen (npm test tut das).');
  }
  // The server's bundle from the sources as they are now (a second, so an API change needs no full build).
  await bundleServer();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  process.env.E2E_OUTBOX_DIR = server.outboxDir;
  return () => server.stop();
}
