import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient } from '@libsql/client/sqlite3';

/** manifest.json in every archive: what the restore checks, and what a person reads first. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The moment the database snapshot began: the restore repeats the erasures after it. */
  snapshotAt: string;
  appVersion: string;
  /** The newest migration the database had: a restore refuses an archive from a newer version. */
  schema: string | null;
  database: { file: string; sha256: string; bytes: number };
  counts: Record<string, number>;
  files: { uploads: number; outbox: number };
}

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'app.db';

/** The migrations this version knows, oldest first (drizzle's journal). */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(resolve(process.cwd(), 'api/migrations/meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The newest migration a database has, by drizzle's record of it (the migration's time): its tag when this
 * version knows it, `unbekannt:<time>` when a newer version wrote it, null before any migration.
 */
export async function schemaOf(databaseFile: string): Promise<string | null> {
  const client = createClient({ url: `file:${databaseFile}` });
  try {
    const { rows } = await client.execute('select max(created_at) as newest from __drizzle_migrations');
    const newest = rows[0]?.newest;
    if (newest === null || newest === undefined) return null;
    return knownMigrations().find((migration) => migration.when === Number(newest))?.tag ?? `unbekannt:${newest}`;
  } catch {
    return null;
  } finally {
    client.close();
  }
}

/** The running code's version: the git commit when the server runs from a checkout, else the package's version. */
export function appVersion(): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 })
      .toString()
      .trim();
  } catch {
    const pkg = JSON.parse(readFileSync(resolve(process.cwd(), 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? 'unbekannt';
  }
}
