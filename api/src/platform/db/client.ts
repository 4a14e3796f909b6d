import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Client, Config } from '@libsql/client';
import { createClient as createLocalClient } from '@libsql/client/sqlite3';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import { drizzle } from 'drizzle-orm/libsql/sqlite3';
import { checkpointInBackground, type BackgroundCheckpoints } from './background-checkpoints.ts';
import { openLocalBatchClient } from './local-batch.ts';
import * as schema from './schema.ts';
import { commitThrough } from './write-queue.ts';

export type Database = LibSQLDatabase<typeof schema> & { $client: Client };

export interface DatabaseOptions {
  url: string;
  authToken?: string | undefined;
  /** The server's connections leave checkpoints to a thread of their own (background-checkpoints.ts). */
  checkpointInBackground?: boolean;
}

const BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens the database. A local file gets WAL, synchronous=NORMAL (the libSQL default FULL costs about five
 * times as much per single-row commit), secure_delete (an erased person's data must not stay readable in
 * freed pages) and a busy timeout.
 *
 * A local client is held to one connection: `synchronous` is a per-connection setting that a pooled
 * connection opened later would not carry, and Node runs every statement synchronously on one thread
 * anyway. The price is that interactive transactions must not be used; atomic multi-statement writes
 * go through `db.batch()`, which also keeps SQLite's single write lock from being held across awaits.
 */
export async function openDatabase({ url, authToken, checkpointInBackground: inBackground = false }: DatabaseOptions): Promise<Database> {
  const localFile = url.startsWith('file:');
  if (localFile) ensureParentDirectory(url);
  const client = localFile
    ? createLocalClient({ url, concurrency: 1, timeout: BUSY_TIMEOUT_MS })
    : await createRemoteClient({ url, authToken });
  if (localFile) {
    try {
      await client.execute('PRAGMA journal_mode = WAL');
      await client.execute('PRAGMA synchronous = NORMAL');
      await client.execute('PRAGMA foreign_keys = ON');
      // Deleted rows are overwritten with zeros instead of lingering in free space (Art. 17 DSGVO, ADR 029).
      await client.execute('PRAGMA secure_delete = ON');
    } catch (error) {
      // A file that is no database (a damaged restore): nothing keeps it open.
      client.close();
      throw error;
    }
    // The write queue's own connection with prepared statements; it closes with the client. An
    // in-memory database is private to its connection and keeps the client's batches.
    if (!localPath(url).startsWith(':memory:')) useBatchClient(client, url, inBackground);
  }
  return drizzle(client, { schema });
}

/**
 * A libSQL server's client (HTTP and WebSockets) is loaded only when the database is one: the local
 * client alone spares the serving process the network stack it would never use (ADR 044).
 */
async function createRemoteClient(config: Config): Promise<Client> {
  const { createClient } = await import('@libsql/client');
  return createClient(config);
}

/**
 * The checkpoint thread (background-checkpoints.ts) starts with the write queue's first group of more
 * than one caller – writes arriving together, the load it takes the checkpoints off the commits for –
 * not with the database: its isolate is about 14 MB resident, and an idle server, or one written to a
 * request at a time (the retention job at every start), has no such load (ADR 086). Until then the
 * connections checkpoint in their commits, as they do when the thread ends.
 */
function useBatchClient(client: Client, url: string, inBackground: boolean) {
  const batchClient = openLocalBatchClient(localPath(url), { busyTimeoutMs: BUSY_TIMEOUT_MS });
  let checkpoints: BackgroundCheckpoints | null = null;
  let closed = false;
  const startCheckpoints = () => {
    if (!inBackground || checkpoints || closed) return;
    checkpoints = checkpointInBackground(localPath(url), (pages) => {
      batchClient.setAutocheckpoint(pages);
      client.execute(`PRAGMA wal_autocheckpoint = ${pages}`).catch(() => {
        // Closed meanwhile: nothing left to checkpoint from this connection.
      });
    });
  };
  commitThrough(client, {
    batch: (statements, mode) => batchClient.batch(statements, mode),
    batchEach: (entries) => {
      if (entries.length > 1) startCheckpoints();
      return batchClient.batchEach(entries);
    },
  });
  const close = client.close.bind(client);
  client.close = () => {
    closed = true;
    checkpoints?.stop();
    batchClient.close();
    close();
  };
}

/** The file path of a file: URL, as @libsql/client reads it. */
const localPath = (fileUrl: string) => fileUrl.replace(/^file:(\/\/)?/, '');

function ensureParentDirectory(fileUrl: string) {
  const path = localPath(fileUrl);
  if (path.startsWith(':memory:')) return;
  mkdirSync(dirname(resolve(path)), { recursive: true });
}
