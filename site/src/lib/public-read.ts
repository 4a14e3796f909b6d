import type { ClientResponse } from 'hono/client';
import type { OkBody } from './api.ts';

/**
 * A public GET that a content page makes at load (the trust bar's rating, the home page's product lines),
 * with plain fetch: Hono's typed client (api.ts, ADR 022) weighs 2.4 KB gzip, a quarter of a content page's
 * budget (ADR 087). The answer keeps the route's type: `Get` is the typed client's `$get` of that route,
 * e.g. `readPublic<(typeof api.reviews)['$get']>('/api/reviews?pageSize=1')` with `import type { api }`.
 * An error answer is null; a failed connection (or an answer that is no JSON) rejects.
 */
export async function readPublic<Get extends (...args: never[]) => Promise<ClientResponse<unknown>>>(
  path: string,
): Promise<OkBody<Awaited<ReturnType<Get>>> | null> {
  const response = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
  return response.ok ? ((await response.json()) as OkBody<Awaited<ReturnType<Get>>>) : null;
}
