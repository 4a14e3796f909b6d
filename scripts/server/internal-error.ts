import type http from 'node:http';
import { apiMessages } from '../../api/src/shared/messages.ts';

/**
 * The plain answer of a page or file the server could not produce (Astro's entry not loaded, a file of
 * the build gone from disk): 500 with the API's German message, never kept by a cache. A stream that
 * already sent its head can only be cut off.
 */
export function answerInternalError(res: http.ServerResponse, baseHeaders: readonly string[] = []): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, [...baseHeaders, 'Content-Type', 'text/plain; charset=utf-8', 'Cache-Control', 'no-store']);
  res.end(apiMessages.internal);
}
