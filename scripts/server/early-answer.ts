import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A refused body declared larger than this is not read at all: the answer says `Connection: close`.
 * Far above every allowance (the option image's 6.7 MB), so only a client that never meant to be
 * answered meets it; the same bound @hono/node-server drains up to.
 */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

/**
 * An answer given before the request body has arrived (413 for a body too large, 415, 403, 401, 429 …)
 * reads the rest of the body and discards it (ADR 047).
 *
 * A client sends its whole body before it reads the answer (Node's fetch, and curl after `100
 * Continue`). Closing the connection while it still sends – as `Connection: close` makes Node do as
 * soon as the answer is out – resets the socket under the client's writes: it sees EPIPE or a closed
 * connection instead of the German message, two times in three for a 6 MB upload (issue 31). Read to
 * its end, the body costs only the bytes the client sends anyway, and the connection stays usable for
 * the next request. Node discards an unread body itself, but not one that was started (the chunked
 * body limit reads until the limit): whoever read it lets go here, as in Node's own discarding. How
 * long this may take is bounded by the server's requestTimeout.
 */
export function discardBodyAnsweredEarly(req: IncomingMessage, res: ServerResponse): void {
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return;
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadDiscardingBody(this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!req.complete) {
      if (Number(req.headers['content-length'] ?? 0) > MAX_DISCARDED_BYTES) this.setHeader('Connection', 'close');
      else this.once('finish', () => discardRest(req));
    }
    return writeHead.apply(this, args as never);
  } as ServerResponse['writeHead'];
}

function discardRest(req: IncomingMessage) {
  if (req.complete) return;
  req.removeAllListeners('data');
  let bytes = 0;
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    // A chunked body has no declared length: one that goes on past the bound loses its connection.
    if (bytes > MAX_DISCARDED_BYTES) req.socket.destroy();
  });
  req.resume();
}
