import { createHash } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { writeQueueFor } from '../db/write-queue.ts';
import { apiMessages } from '../../shared/messages.ts';
import { clientAddress, type ProxyHops } from './client-address.ts';
import type { AppEnv } from './env.ts';
import { fail } from './request-errors.ts';

export interface RateLimit {
  /** Which purpose the counter is for: submissions, contact, login, … */
  bucket: string;
  limit: number;
  windowMs: number;
  /** The German answer past the limit; a general one by default. */
  message?: string;
}

/** Counts one request in the current window and returns the count; a new window starts at 1. */
const COUNT_REQUEST = `insert into rate_limits (key, window_start, count) values (?, ?, 1)
  on conflict (key) do update set
    count = case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end,
    window_start = excluded.window_start
  returning count`;

const COUNT_WITHIN = 'insert into rate_limit_check (key, window_start, max_count) values (?, ?, ?)';

/** Whether a transaction failed because a request it counted with `within` was past its limit. */
export const isOverLimit = (error: unknown): boolean => String(error).includes('rate_limited');

/** One request of one client, counted: the statement, and how to read its answer. */
export interface RequestCount {
  key: string;
  statement: InStatement;
  /**
   * Counts the request inside the transaction of what it writes, and fails that transaction past the
   * limit (the view `rate_limit_check`, migration 0029): one commit for both instead of two. A refused
   * request is not counted. `isOverLimit` recognises the failure.
   */
  within: InStatement;
  /** Takes this request back out of its window's count, for a request that turned out not to count. */
  uncount: InStatement;
  /** Clears the counter, e.g. an address's failed logins after it logged in. */
  reset: InStatement;
  exceeds(count: number): boolean;
  /** 429 with Retry-After (the rest of the window). */
  refuse(): never;
  /** Past the limit: 429 with Retry-After. */
  enforce(count: number): void;
}

/**
 * Fixed-window limit per client address and purpose, counted in the database so every server process
 * shares it. Addresses are stored only as a hash.
 */
export function countRequest<E extends AppEnv>(c: Context<E>, limit: RateLimit, trustProxy: ProxyHops, now = Date.now()): RequestCount {
  return countKey(limit, clientAddress(c, trustProxy), now);
}

/**
 * Counts one request under any key (an address, a username) and answers 429 past the limit. Counters
 * of simultaneous requests share a commit through the write queue: counting each in a commit of its
 * own cost more than the rest of a quote request.
 */
export async function enforceLimit(db: Database, count: RequestCount): Promise<void> {
  const [result] = await writeQueueFor(db.$client).run([count.statement]);
  count.enforce(Number(result!.rows[0]!.count));
}

/** The count of a request under a key of the caller's choosing, e.g. the username a login tries. */
export function countKey(
  { bucket, limit, windowMs, message = apiMessages.tooManyRequests }: RateLimit,
  subject: string,
  now = Date.now(),
): RequestCount {
  const windowStart = now - (now % windowMs);
  const key = `${bucket}:${createHash('sha256').update(subject).digest('base64url').slice(0, 22)}`;
  const refuse = (): never => fail(429, message, { 'Retry-After': String(Math.ceil((windowStart + windowMs - now) / 1000)) });
  return {
    key,
    statement: { sql: COUNT_REQUEST, args: [key, windowStart] },
    within: { sql: COUNT_WITHIN, args: [key, windowStart, limit] },
    uncount: { sql: 'update rate_limits set count = count - 1 where key = ? and window_start = ? and count > 0', args: [key, windowStart] },
    reset: { sql: 'delete from rate_limits where key = ?', args: [key] },
    exceeds: (count) => count > limit,
    refuse,
    enforce(count) {
      if (count > limit) refuse();
    },
  };
}

/** The per-address limit as a middleware. */
export function rateLimit(db: Database, limit: RateLimit, trustProxy: ProxyHops): MiddlewareHandler<AppEnv> {
  return async function rateLimiter(c, next) {
    await enforceLimit(db, countRequest(c, limit, trustProxy));
    await next();
  };
}
