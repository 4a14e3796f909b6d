import type { Database } from '../db/client.ts';
import type { ProxyHops } from './client-address.ts';
import { rateLimit } from './rate-limit.ts';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * The per-address limits of a personal link (quote, appointment offer, invoice), one pair of counters
 * per kind of link. Reading: a customer reloads and downloads a few times; guessing tokens needs
 * millions. Writing (accepting, booking, asking for changes): as the other public writes (contact: 5
 * per 10 minutes).
 */
export function linkLimits(db: Database, trustProxy: ProxyHops, kind: string) {
  return {
    read: rateLimit(db, { bucket: `${kind}-link-read`, limit: 60, windowMs: TEN_MINUTES }, trustProxy),
    write: rateLimit(db, { bucket: `${kind}-link-write`, limit: 10, windowMs: TEN_MINUTES }, trustProxy),
  };
}
