import type { Database } from './client.ts';

/**
 * Copies the write-ahead log into the database file and empties the log (SQLite's TRUNCATE checkpoint).
 * With WAL, an erased row's older versions stay in the -wal file until a checkpoint writes the zeroed
 * pages back (secure_delete, client.ts) and the log is cut to nothing (ADR 029). Only a local file has a
 * log of its own; a remote database is the server's to manage. Answers whether the log is empty now: a
 * reader in another process holding an old snapshot past the busy timeout lets the log stay.
 */
export async function truncateWriteAheadLog(db: Database): Promise<boolean> {
  if (db.$client.protocol !== 'file') return true;
  const { rows } = await db.$client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
  return Number(rows[0]?.busy ?? 0) === 0;
}
