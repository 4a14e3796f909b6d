import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appMeta } from '../../platform/db/schema.ts';

/** A serialised answer; `Body` is the value it was serialised from, for the route's type. */
export interface CachedAnswer<Body = unknown> {
  body: string;
  etag: string;
  readonly serialised?: Body;
}

/**
 * The public catalogue answers, serialised once per catalogue version. Every write to a catalogue
 * table bumps `app_meta.catalogue_version` in its own transaction (triggers, migration 0006), so each
 * request reads that one row and serves the kept JSON while it is current: a change shows at once, in
 * every server process, whoever made it. With 1,000 products the configurator's list is 40 times
 * larger than the seed's, and reading it row by row each time cost 95 % of the throughput.
 *
 * A version read before a concurrent change may label the new data with the old version; the next
 * request then sees the new version and computes again, so nothing stale is kept.
 */
export function createCatalogueAnswerCache(db: Database, { maxEntries = 500 } = {}) {
  const entries = new Map<string, CachedAnswer & { version: string }>();
  const currentVersion = db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'catalogue_version')).prepare();

  return async function cachedAnswer<Body>(key: string, compute: () => Promise<Body>): Promise<CachedAnswer<Body>> {
    const version = (await currentVersion.get())?.value;
    const kept = entries.get(key);
    // Without a version row (a database from before the triggers) nothing is kept.
    if (version !== undefined && kept?.version === version) {
      entries.delete(key);
      entries.set(key, kept);
      // A key always names the same kind of answer, computed by the same function.
      return kept as CachedAnswer<Body>;
    }
    const body = JSON.stringify(await compute());
    const answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (version === undefined) return answer;
    entries.delete(key);
    entries.set(key, { ...answer, version });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return answer;
  };
}

export type CatalogueAnswerCache = ReturnType<typeof createCatalogueAnswerCache>;
