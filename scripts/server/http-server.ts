import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import compression from 'compression';
import { securityHeaders } from '../../api/src/http/security-headers.ts';
import type { Runtime } from '../../api/src/runtime.ts';

export type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * The HTTP server of one process: /api straight to the Hono API through @hono/node-server, everything
 * else to @astrojs/node's standalone handler (static files, prerendered and on-demand pages). Every
 * answer gets compression and the security headers.
 */
export function createHttpServer(runtime: Runtime, pages: NodeHandler): http.Server {
  const api = getRequestListener(runtime.api.fetch);
  const headers = Object.entries(securityHeaders(runtime.config.PUBLIC_SITE_URL));
  const compress = compression();
  return http.createServer((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    compress(req as never, res as never, () => {
      if (req.url?.startsWith('/api/')) void api(req, res);
      else pages(req, res);
    });
  });
}
