import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { securityHeaders } from '../../api/src/platform/http/security-headers.ts';
import type { Runtime } from '../../api/src/runtime.ts';
import { compressText } from './compress-text.ts';
import { discardBodyAnsweredEarly } from './early-answer.ts';

export type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
/**
 * Answers what it can (a file of the build, a kept catalogue answer) and says whether it did; it writes
 * `baseHeaders`, the security headers as a flat name/value list, with its own in one writeHead.
 */
export type StaticHandler = (req: http.IncomingMessage, res: http.ServerResponse, baseHeaders: readonly string[]) => boolean;

export type ServerTimeouts = Pick<
  http.ServerOptions,
  'headersTimeout' | 'requestTimeout' | 'keepAliveTimeout' | 'connectionsCheckingInterval'
>;

/**
 * Node holds a half-sent request for 300 s by default. A visitor's request is a few KB (the API takes at
 * most 100 KB), so: headers within 10 s, the whole request within 30 s (413 beyond that), idle keep-alive
 * connections closed after 5 s. Node checks these every `connectionsCheckingInterval` (30 s by default,
 * which would let a stalled request live up to 40 s).
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 2_000,
};

/**
 * The HTTP server of one process: /api straight to the Hono API through @hono/node-server, /uploads/ to
 * the uploaded option images in UPLOAD_DIR (outside the build, so Astro's static handler never sees them),
 * the build's files (pre-rendered pages and assets) from memory with their precompressed copies
 * (static-files.ts, issue 24), everything else to @astrojs/node's standalone handler (on-demand pages). Every
 * answer gets the security headers; answers made per request (the API's reads, on-demand pages) are
 * gzipped on the fly (ADR 021) unless they come compressed already.
 */
export function createHttpServer(
  runtime: Runtime,
  pages: NodeHandler,
  timeouts: ServerTimeouts = SERVER_TIMEOUTS,
  staticFiles: StaticHandler = () => false,
): http.Server {
  // The listener's own clean-up of an unread body gives up after 500 ms and destroys the socket, while
  // a client on an ordinary upstream needs seconds for a refused 6 MB upload: early-answer.ts reads it.
  const api = getRequestListener(runtime.api.fetch, { autoCleanupIncoming: false });
  const uploads = getRequestListener(runtime.uploads.fetch);
  const headers = Object.entries(securityHeaders(runtime.config.PUBLIC_SITE_URL));
  const flatHeaders = headers.flat();
  return http.createServer(timeouts, (req, res) => {
    discardBodyAnsweredEarly(req, res);
    const toApi = req.url?.startsWith('/api/') ?? false;
    // Answers made in advance first, with the security headers written in one go.
    if (toApi ? runtime.keptAnswers(req, res, flatHeaders) : staticFiles(req, res, flatHeaders)) return;
    for (const [name, value] of headers) res.setHeader(name, value);
    // The API answers a write with a few hundred bytes of JSON, below the 1 KB threshold: wrapping the
    // answer would only cost time on the busiest path (the quote request).
    if (toApi && req.method !== 'GET' && req.method !== 'HEAD') return void api(req, res);
    compressText(req, res);
    if (toApi) void api(req, res);
    else if (req.url?.startsWith('/uploads/')) void uploads(req, res);
    else pages(req, res);
  });
}
