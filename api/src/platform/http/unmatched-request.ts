import type { Context } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import type { RouterRoute } from 'hono/types';
import { PatternRouter } from 'hono/router/pattern-router';
import { apiMessages } from '../../shared/messages.ts';
import { NO_STORE, notFound, type ApiErrorBody } from './errors.ts';

/**
 * The answer to a request no route took: 404 for an unknown path; for a known path with another method
 * 405 with `Allow`, and an OPTIONS request the methods it may use (204), as HTTP says (RFC 9110 15.5.6).
 * Built once from the API's routes; middleware (method ALL) is not a route of its own.
 */
export function unmatchedRequest(routes: RouterRoute[]) {
  const methodsByPath = new PatternRouter<string>();
  for (const { method, path } of routes) {
    if (method !== METHOD_NAME_ALL) methodsByPath.add(METHOD_NAME_ALL, path, method);
  }

  return function answerUnmatched(c: Context) {
    const [matches] = methodsByPath.match(c.req.method, c.req.path);
    if (matches.length === 0) return notFound(c);
    const methods = new Set(matches.map(([method]) => method));
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    const allow = [...methods].join(', ');
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: allow });
    return c.json<ApiErrorBody>({ error: apiMessages.methodNotAllowed }, 405, { ...NO_STORE, Allow: allow });
  };
}
