/**
 * Serves the production build: @astrojs/node's standalone handler (static files, prerendered pages,
 * on-demand pages and /api through site/src/fetch.ts) inside a plain HTTP server that adds compression
 * and the security headers to every answer, static files included.
 *
 *   node scripts/serve.ts      (PORT=0 picks a free port; the address is printed either way)
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { ConfigError, loadConfig } from '../api/src/config.ts';
import { securityHeaders } from '../api/src/http/security-headers.ts';

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const entry = new URL('../dist/server/entry.mjs', import.meta.url);

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
if (!existsSync(entry)) {
  console.error('Kein Build gefunden. Bitte zuerst „npm run build“ ausführen (oder „npm start“, das bei Bedarf baut).');
  process.exit(1);
}

// The standalone entry would otherwise listen on its own; here it only provides the handler.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = (await import(entry.href)) as { handler: NodeHandler };

const headers = Object.entries(securityHeaders(config.PUBLIC_SITE_URL));
const compress = compression();

const server = http.createServer((req, res) => {
  for (const [name, value] of headers) res.setHeader(name, value);
  compress(req as never, res as never, () => handler(req, res));
});

server.listen(config.PORT, config.HOST, () => {
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.log(`[start] Fensterwerk Nord läuft auf http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open; a second's grace is enough for running requests.
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
