import type { InStatement } from '@libsql/client';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appMeta } from '../../platform/db/schema.ts';
import { staffRouting, withOfficeAddress, type NewLeadRouting } from './lead-assignment-setting.ts';

/** Bumped by triggers on `users` and `settings` whenever who a new lead goes to may change (migration 0025). */
const VERSION_KEY = 'lead_routing_version';

/** The view whose trigger raises `lead_routing_changed` unless the version inserted is the current one. */
const CHECK = 'insert into lead_routing_check (version) values (?)';

interface Known {
  version: string;
  routing: NewLeadRouting;
}

/**
 * Who new leads go to, read once per version instead of twice per quote request (two queries and their
 * building were an eighth of the request's CPU, ADR 064). No time to live: each lead commits with a check
 * of the version its routing was read at (`check`, first in the lead's transaction). Once any process
 * (or an older release) has changed the setting or a staff account, the check fails the transaction, the
 * caller forgets and stores the lead again with the routing read anew, so no lead is ever assigned or
 * notified by an outdated routing, and each process sees a change with its next lead.
 */
export function createLeadRoutingCache(db: Database) {
  const versionQuery = db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, VERSION_KEY)).prepare();
  let known: Promise<Known> | undefined;

  async function read(): Promise<Known> {
    // The version before the routing: a change between the two reads then fails the next check and is read
    // again; the other order could label an older routing with the newer version and let it pass.
    const version = (await versionQuery.get())?.value ?? '';
    return { version, routing: await staffRouting(db) };
  }

  return {
    /** The routing (the office address when nobody on the staff is told) and the check for the lead's batch. */
    async current(officeAddress: string): Promise<{ routing: NewLeadRouting; check: InStatement }> {
      // Requests arriving together share one read.
      const reading = (known ??= read());
      try {
        const { version, routing } = await reading;
        return { routing: withOfficeAddress(routing, officeAddress), check: { sql: CHECK, args: [version] } };
      } catch (error) {
        if (known === reading) known = undefined;
        throw error;
      }
    },
    /** After a failed check: the next lead reads again. */
    forget() {
      known = undefined;
    },
  };
}

/** Whether a batch failed because its routing was read before a change (the check's RAISE). */
export const routingChanged = (error: unknown): boolean => String(error).includes('lead_routing_changed');
