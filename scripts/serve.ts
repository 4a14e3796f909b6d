/**
 * Serves the production build. This file is the production composition root (ADR 001): it starts the
 * runtime (configuration, migrations, seed, mail sender), answers /api directly through
 * @hono/node-server, and hands everything else to @astrojs/node's standalone handler (static files,
 * prerendered and on-demand pages). Every answer gets compression and the security headers.
 *
 *   node scripts/serve.ts      (PORT=0 picks a free port; the address is printed either way)
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import compression from 'compression';
import { loadConfig, ConfigError } from '../api/src/config.ts';
import { securityHeaders } from '../api/src/http/security-headers.ts';
import { shareRuntime, startRuntimeOrExit } from '../api/src/runtime.ts';

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const entry = new URL('../dist/server/entry.mjs', import.meta.url);

try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (!existsSync(entry)) {
  console.error('Kein Build gefunden. Bitte zuerst „npm run build“ ausführen (oder „npm start“, das bei Bedarf baut).');
  process.exit(1);
}

const runtime = await startRuntimeOrExit();
shareRuntime(runtime);
const { config } = runtime;

// The standalone entry would otherwise listen on its own; here it only provides the handler.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler: pages } = (await import(entry.href)) as { handler: NodeHandler };
const api = getRequestListener(runtime.api.fetch);

const headers = Object.entries(securityHeaders(config.PUBLIC_SITE_URL));
const compress = compression();

const server = http.createServer((req, res) => {
  for (const [name, value] of headers) res.setHeader(name, value);
  compress(req as never, res as never, () => {
    if (req.url?.startsWith('/api/')) void api(req, res);
    else pages(req, res);
  });
});

server.listen(config.PORT, config.HOST, () => {
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.log(`[start] Fensterwerk Nord läuft auf http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => void runtime.stop().finally(() => process.exit(0)));
    // Keep-alive connections would hold close() open; a second's grace is enough for running requests.
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
