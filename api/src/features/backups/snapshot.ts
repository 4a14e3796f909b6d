import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { createClient } from '@libsql/client/sqlite3';

/** The file of a `file:` database URL, or null for a libSQL server (or an in-memory database). */
export function localDatabaseFile(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  const path = url.replace(/^file:(\/\/)?/, '');
  return path.startsWith(':memory:') ? null : resolve(path);
}

/**
 * A consistent copy of a live database file: `VACUUM INTO` reads one snapshot of the database (WAL lets
 * the server keep writing meanwhile) and writes it as a compact, self-contained file without a -wal
 * beside it. Its own connection, so the server's connection is not held up while it copies.
 */
export async function snapshotDatabase(databaseFile: string, target: string): Promise<void> {
  const client = createClient({ url: `file:${databaseFile}` });
  try {
    await client.execute('PRAGMA busy_timeout = 5000');
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] });
  } finally {
    client.close();
  }
}

/** A few tables' row counts, for the manifest: after a restore they tell at a glance whether it is all there. */
const COUNTED_TABLES = ['leads', 'contact_messages', 'users', 'quotes', 'orders', 'products', 'privacy_erasures'] as const;

export async function countRows(databaseFile: string): Promise<Record<string, number>> {
  const client = createClient({ url: `file:${databaseFile}` });
  try {
    const counts: Record<string, number> = {};
    for (const table of COUNTED_TABLES) {
      const { rows } = await client.execute(`select count(*) as n from "${table}"`);
      counts[table] = Number(rows[0]?.n ?? 0);
    }
    return counts;
  } finally {
    client.close();
  }
}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
