import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appMeta } from '../../platform/db/schema.ts';
import type { Encoding } from '../../platform/http/accept-encoding.ts';

/** A serialised answer; `Body` is the value it was serialised from, for the route's type. */
export interface CachedAnswer<Body = unknown> {
  body: string;
  etag: string;
  /** The body compressed once, made on the first request that accepts it (issue 24). */
  encoded: (encoding: Exclude<Encoding, 'identity'>) => Buffer;
  readonly serialised?: Body;
}

/**
 * How long a process trusts the catalogue version it read last. A change made through this process
 * clears it at once (`invalidate`, after every back-office write); a change made through another process
 * shows here after at most this long. Reading the version row on every request cost most of a catalogue
 * read's time once the answer itself was kept compressed.
 */
export const VERSION_TRUSTED_MS = 250;

/** The keys of the answers without parameters, shared by their routes and kept-answers.ts. */
export const catalogueAnswerKeys = {
  productLines: 'public/product-lines',
  products: 'products',
  shopProducts: 'public/products',
} as const;

/** Kept per version, so compressing harder pays; quality 9 keeps a 1,000-product list well under a second. */
const BROTLI_QUALITY = 9;

function answerOf<Body>(body: string): CachedAnswer<Body> {
  const copies: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded: (encoding) =>
      (copies[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : gzipSync(body, { level: 9 })),
  };
}

/**
 * The public catalogue answers, serialised and compressed once per catalogue version. Every write to a
 * catalogue table bumps `app_meta.catalogue_version` in its own transaction (triggers, migration 0006);
 * a request serves the kept answer while that version is current: a change shows at once in the process
 * that made it, and within VERSION_TRUSTED_MS in every other one. With 1,000 products the configurator's
 * list is 40 times larger than the seed's, and reading it row by row each time cost 95 % of the
 * throughput.
 *
 * A version read before a concurrent change may label the new data with the old version; the next
 * version read then sees the new version and computes again, so nothing stale is kept.
 */
export function createCatalogueAnswerCache(
  db: Database,
  // `clock` lets a test move time instead of waiting: a loaded machine can take longer than the trust.
  { maxEntries = 500, versionTrustedMs = VERSION_TRUSTED_MS, clock = Date.now } = {},
) {
  const entries = new Map<string, CachedAnswer & { version: string }>();
  const versionQuery = db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'catalogue_version')).prepare();
  let known: { version: string | undefined; readAt: number } | undefined;

  async function currentVersion(): Promise<string | undefined> {
    const now = clock();
    if (known && now - known.readAt < versionTrustedMs) return known.version;
    const version = (await versionQuery.get())?.value;
    known = { version, readAt: now };
    return version;
  }

  async function cachedAnswer<Body>(key: string, compute: () => Promise<Body>): Promise<CachedAnswer<Body>> {
    const version = await currentVersion();
    const kept = entries.get(key);
    // Without a version row (a database from before the triggers) nothing is kept.
    if (version !== undefined && kept?.version === version) {
      entries.delete(key);
      entries.set(key, kept);
      // A key always names the same kind of answer, computed by the same function.
      return kept as CachedAnswer<Body>;
    }
    const answer = answerOf<Body>(JSON.stringify(await compute()));
    if (version === undefined) return answer;
    entries.delete(key);
    entries.set(key, { ...answer, version });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return answer;
  }

  /**
   * The answer kept under `key` while the version read last is trusted, without a database read: what the
   * server answers before a request enters the API's pipeline (kept-answers.ts). Undefined otherwise, and
   * the request goes the whole way, which reads the version again.
   */
  cachedAnswer.peek = (key: string): CachedAnswer | undefined => {
    if (!known || known.version === undefined || clock() - known.readAt >= versionTrustedMs) return undefined;
    const kept = entries.get(key);
    return kept?.version === known.version ? kept : undefined;
  };

  /** Forgets the version read last: the next answer reads it again (after a write through this process). */
  cachedAnswer.invalidate = () => {
    known = undefined;
  };
  return cachedAnswer;
}

export type CatalogueAnswerCache = ReturnType<typeof createCatalogueAnswerCache>;
