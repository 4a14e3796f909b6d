import { createHash } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { writeQueueFor } from '../db/write-queue.ts';
import { apiMessages } from '../shared/messages.ts';
import { clientAddress } from './client-address.ts';
import type { AppEnv } from './env.ts';
import { fail } from './request-errors.ts';

export interface RateLimit {
  /** Which purpose the counter is for: submissions, contact, login, … */
  bucket: string;
  limit: number;
  windowMs: number;
}

/** Counts one request in the current window and returns the count; a new window starts at 1. */
const COUNT_REQUEST = `insert into rate_limits (key, window_start, count) values (?, ?, 1)
  on conflict (key) do update set
    count = case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end,
    window_start = excluded.window_start
  returning count`;

/** One request of one client, counted: the statement, and how to read its answer. */
export interface RequestCount {
  key: string;
  statement: InStatement;
  /** Past the limit: 429 with Retry-After. */
  enforce(count: number): void;
}

/**
 * Fixed-window limit per client address and purpose, counted in the database so every server process
 * shares it. Addresses are stored only as a hash.
 */
export function countRequest(c: Context<AppEnv>, { bucket, limit, windowMs }: RateLimit, trustProxy: boolean, now = Date.now()): RequestCount {
  const windowStart = now - (now % windowMs);
  const address = createHash('sha256').update(clientAddress(c, trustProxy)).digest('base64url').slice(0, 22);
  const key = `${bucket}:${address}`;
  return {
    key,
    statement: { sql: COUNT_REQUEST, args: [key, windowStart] },
    enforce(count) {
      if (count <= limit) return;
      fail(429, apiMessages.tooManyRequests, { 'Retry-After': String(Math.ceil((windowStart + windowMs - now) / 1000)) });
    },
  };
}

/**
 * The limit as a middleware. Counters of simultaneous requests share a commit through the write queue:
 * counting each in a commit of its own cost more than the rest of a quote request.
 */
export function rateLimit(db: Database, limit: RateLimit, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  const queue = writeQueueFor(db.$client);
  return async function rateLimiter(c, next) {
    const count = countRequest(c, limit, trustProxy);
    const [result] = await queue.run([count.statement]);
    count.enforce(Number(result!.rows[0]!.count));
    await next();
  };
}

/** Counters of past windows are worthless; the retention job removes them. */
export async function deleteExpiredRateLimits(db: Database, olderThanMs: number, now = Date.now()) {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${now - olderThanMs}`);
}
