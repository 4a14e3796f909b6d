import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../platform/db/client.ts';
import { writeQueueFor } from '../../platform/db/write-queue.ts';
import { clientNetwork } from './client-network.ts';
import { createDayClock } from '../../shared/dates.ts';

interface VisitorIds {
  day: string;
  visitorId: string;
  networkId: string;
}

/**
 * The cookieless visitor id, as Plausible makes it: SHA-256 of a random salt of the day, the client's
 * address and its user agent. The salt lives in the database, so every server process hashes a visitor
 * alike; when a process meets a new day it creates that day's salt (the first process wins) and deletes
 * the salts of earlier days, so yesterday's ids can no longer be recomputed from anyone's address.
 * With them go the earlier days' allowances (visit-allowance.ts), keyed by a hash with the same salt.
 */
export function createVisitorIds(db: Database, today: () => string = createDayClock()) {
  const queue = writeQueueFor(db.$client);
  let current: { day: string; salt: Promise<string> } | undefined;

  function saltOf(day: string): Promise<string> {
    if (current?.day !== day) {
      const salt = queue
        .run([
          { sql: 'delete from visit_salts where day < ?', args: [day] },
          { sql: 'delete from visit_allowances where day < ?', args: [day] },
          {
            sql: 'insert into visit_salts (day, salt) values (?, ?) on conflict (day) do nothing',
            args: [day, randomBytes(32).toString('base64url')],
          },
          { sql: 'select salt from visit_salts where day = ?', args: [day] },
        ])
        .then((results) => String(results[3]!.rows[0]!.salt));
      // A failed lookup is not kept: the next page view tries again.
      salt.catch(() => {
        if (current?.day === day) current = undefined;
      });
      current = { day, salt };
    }
    return current.salt;
  }

  /**
   * The day, the visitor's id on it, and the id of the client's network (clientNetwork) for the allowance:
   * hashed with the same salt, so it cannot be traced back to an address either once the day is over.
   */
  return async function visitorId(address: string, userAgent: string): Promise<VisitorIds> {
    const day = today();
    const salt = await saltOf(day);
    const visitorId = createHash('sha256')
      .update(salt)
      .update('\n')
      .update(address)
      .update('\n')
      .update(userAgent)
      .digest('base64url')
      .slice(0, 22);
    const networkId = createHash('sha256')
      .update(salt)
      .update('\nnetwork\n')
      .update(clientNetwork(address))
      .digest('base64url')
      .slice(0, 22);
    return { day, visitorId, networkId };
  };
}
