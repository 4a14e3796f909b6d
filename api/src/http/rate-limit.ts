import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { apiMessages } from '../shared/messages.ts';
import { clientAddress } from './client-address.ts';
import type { AppEnv } from './env.ts';
import { fail } from './request-errors.ts';

export interface RateLimitOptions {
  db: Database;
  /** Which purpose the counter is for: submissions, contact, login, … */
  bucket: string;
  limit: number;
  windowMs: number;
  trustProxy: boolean;
}

/**
 * Fixed-window limit per client address and purpose, counted in the database so every server process
 * shares it. Addresses are stored only as a hash. Past the limit: 429 with Retry-After.
 */
export function rateLimit({ db, bucket, limit, windowMs, trustProxy }: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async function rateLimiter(c, next) {
    const now = Date.now();
    const windowStart = now - (now % windowMs);
    const address = createHash('sha256').update(clientAddress(c, trustProxy)).digest('base64url').slice(0, 22);
    const [row] = await db
      .insert(rateLimits)
      .values({ key: `${bucket}:${address}`, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + 1 else 1 end`,
          windowStart,
        },
      })
      .returning({ count: rateLimits.count });
    if ((row?.count ?? 0) > limit) {
      const retryAfterSeconds = Math.ceil((windowStart + windowMs - now) / 1000);
      fail(429, apiMessages.tooManyRequests, { 'Retry-After': String(retryAfterSeconds) });
    }
    await next();
  };
}

/** Counters of past windows are worthless; the retention job removes them. */
export async function deleteExpiredRateLimits(db: Database, olderThanMs: number, now = Date.now()) {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${now - olderThanMs}`);
}
