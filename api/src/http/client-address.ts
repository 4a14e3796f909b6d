import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * The client's IP address: the socket's peer, or with TRUST_PROXY the first X-Forwarded-For entry that
 * the reverse proxy in front of us wrote. Under `astro dev` there is no socket; all requests share one.
 */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket.remoteAddress ?? 'unbekannt';
}
