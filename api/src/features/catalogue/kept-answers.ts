import type { IncomingMessage, ServerResponse } from 'node:http';
import { catalogueAnswerKeys, type CatalogueAnswerCache } from './answer-cache.ts';
import { catalogueReply } from './catalogue.routes.ts';

/** The public catalogue reads without parameters, by their exact address. */
const KEPT_READS = new Map<string, string>([
  ['/api/public/product-lines', catalogueAnswerKeys.productLines],
  ['/api/products', catalogueAnswerKeys.products],
  ['/api/public/products', catalogueAnswerKeys.shopProducts],
]);

/**
 * Answers a public catalogue read straight from the node:http request while its kept answer is current
 * (issue 24, ADR 044): the same status, headers and bytes as the API's route (catalogueReply), with
 * `baseHeaders` (the server's security headers, see StaticHandler in scripts/server/http-server.ts), without
 * building a web Request and walking the API's router and middleware for an answer that is already made.
 * False when there is nothing current to send; the request then goes through the API, which reads the
 * catalogue version and computes or renews the answer.
 */
export function keptCatalogueAnswers(cached: CatalogueAnswerCache) {
  return (req: IncomingMessage, res: ServerResponse, baseHeaders: readonly string[] = []): boolean => {
    if (req.method !== 'GET') return false;
    const key = KEPT_READS.get(req.url ?? '');
    const answer = key === undefined ? undefined : cached.peek(key);
    if (!answer) return false;
    const reply = catalogueReply(answer, req.headers['if-none-match'], req.headers['accept-encoding']);
    const own = Object.entries(reply.headers).flat();
    if (reply.status === 304) res.writeHead(304, [...baseHeaders, ...own]).end();
    else res.writeHead(200, [...baseHeaders, ...own, 'Content-Length', String(Buffer.byteLength(reply.body))]).end(reply.body);
    return true;
  };
}
