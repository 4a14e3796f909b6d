import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { rateLimits } from '../../platform/db/schema.ts';
import { countKey, type RateLimit, type RequestCount } from '../../platform/http/rate-limit.ts';

/**
 * How many logins to an account failed (wrong password or refused by the throttle), per hour, for the
 * owner's profile (ADR 031). Kept as counters in the rate_limits table, one row per account and hour, so
 * every server process adds to the same count and the retention removes them after a day.
 */
const HOUR = 60 * 60 * 1000;
const FAILED_LOGINS_PER_HOUR: RateLimit = { bucket: 'login-failures-hour', limit: Number.POSITIVE_INFINITY, windowMs: HOUR };

const hourStart = (now: number) => now - (now % HOUR);
const hourCounter = (accountKey: string, hour: number) => countKey(FAILED_LOGINS_PER_HOUR, `${accountKey}|${hour}`, hour);

/** This attempt in its hour's count; a successful login takes itself back out (`uncount`). */
export function failedLoginCounter(accountKey: string, now = Date.now()): RequestCount {
  return hourCounter(accountKey, hourStart(now));
}

/** The failed logins of this hour and the 23 before it: the last 24 hours, counted in whole hours. */
export async function failedLoginsLastDay(db: Database, accountKey: string, now = Date.now()): Promise<number> {
  const keys = Array.from({ length: 24 }, (_, hoursAgo) => hourCounter(accountKey, hourStart(now) - hoursAgo * HOUR).key);
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${rateLimits.count}), 0)` })
    .from(rateLimits)
    .where(inArray(rateLimits.key, keys));
  return Number(row?.total ?? 0);
}
