/**
 * Serves the production build; the production composition root (ADR 001). One process by default; with
 * WEB_CONCURRENCY > 1 a primary prepares the database once and runs that many workers on the same port.
 *
 *   node scripts/serve.ts      (PORT=0 picks a free port; the address is printed either way)
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, type Config } from '../api/src/config.ts';
import { prepareDatabaseOnce, shareRuntime, startRuntimeOrExit } from '../api/src/runtime.ts';
import { announce } from './server/announce.ts';
import { isWorker, runPrimary } from './server/cluster.ts';
import { createHttpServer, type NodeHandler } from './server/http-server.ts';

const entry = new URL('../dist/server/entry.mjs', import.meta.url);

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
if (!existsSync(entry)) {
  console.error('Kein Build gefunden. Bitte zuerst „npm run build“ ausführen (oder „npm start“, das bei Bedarf baut).');
  process.exit(1);
}

if (config.WEB_CONCURRENCY > 1 && !isWorker()) {
  await prepareDatabaseOnce();
  runPrimary(config);
} else {
  await serve(isWorker());
}

async function serve(worker: boolean) {
  const runtime = await startRuntimeOrExit(process.env, { worker });
  shareRuntime(runtime);
  // The standalone entry would otherwise listen on its own; here it only provides the handler.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler: pages } = (await import(entry.href)) as { handler: NodeHandler };
  const server = createHttpServer(runtime, pages);
  server.listen(config.PORT, config.HOST, () => {
    if (!worker) announce(config.HOST, (server.address() as AddressInfo).port);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => void runtime.stop().finally(() => process.exit(0)));
      // Keep-alive connections would hold close() open; a second's grace is enough for running requests.
      setTimeout(() => process.exit(0), 1000).unref();
    });
  }
}
