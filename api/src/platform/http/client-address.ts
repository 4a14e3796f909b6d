import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/** How many reverse proxies in front of us append to X-Forwarded-For (TRUST_PROXY); 0 trusts none. */
export type ProxyHops = number;

/**
 * The client's IP address: the socket's peer, or behind `proxyHops` trusted proxies the X-Forwarded-For
 * entry the outermost of them appended, counted from the right. Entries further left are whatever the
 * client sent and must not decide its rate limits. With fewer entries than proxies the leftmost counts,
 * as in Express. Under `astro dev` there is no socket; all requests share one.
 */
export function clientAddress<E extends AppEnv>(c: Context<E>, proxyHops: ProxyHops): string {
  if (proxyHops > 0) {
    const entries = c.req.header('x-forwarded-for')?.split(',');
    const forwarded = entries?.[Math.max(0, entries.length - proxyHops)]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket.remoteAddress ?? 'unbekannt';
}
