import type { MiddlewareHandler } from 'hono';

/**
 * `Cache-Control: no-store` on every answer of a route, errors included: answers that carry a session
 * token, a user's data or the outcome of a login must not be kept by a browser cache or a proxy.
 */
export function noStore(): MiddlewareHandler {
  return async function answerNotStored(c, next) {
    await next();
    c.header('Cache-Control', 'no-store');
  };
}
