import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * An answer given before the request body has arrived (413 for a body too large, 415, 403, 429 …)
 * closes the connection and says so with `Connection: close`.
 *
 * Node discards an unread body itself and keeps the connection, but only while nobody has started
 * reading it. Once the API has touched the body (the body limit does), @hono/node-server holds the
 * stream paused, gives up draining after 500 ms and destroys the socket: the client, told
 * `keep-alive`, sends its next request into a dead connection (UND_ERR_SOCKET, ECONNRESET). Saying
 * `close` lets it open a new one instead, and a body we refused is not read to its end.
 */
export function closeWhenAnsweredEarly(req: IncomingMessage, res: ServerResponse): void {
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return;
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadClosingEarly(this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!req.complete) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args as never);
  } as ServerResponse['writeHead'];
}
