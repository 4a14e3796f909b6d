import type { Client, InStatement, ResultSet } from '@libsql/client';
import type { BatchClient } from './local-batch.ts';

interface Pending {
  statements: InStatement[];
  resolve: (results: ResultSet[]) => void;
  reject: (error: unknown) => void;
}

export interface WriteQueue {
  /** Runs the statements atomically, together with whatever else arrived meanwhile; resolves after the commit. */
  run(statements: InStatement[]): Promise<ResultSet[]>;
}

/**
 * Group commit for the write-heavy request paths (quote requests, rate counters): statements that
 * arrive within one turn of the event loop are committed in one transaction. Each caller still waits
 * for the commit, so nothing is confirmed before it is stored. Should the shared transaction fail, each
 * caller's statements are retried in a transaction of their own, so one bad request fails alone.
 */
export function createWriteQueue(client: BatchClient): WriteQueue {
  let pending: Pending[] = [];

  async function flush() {
    const group = pending;
    pending = [];
    try {
      const results = await client.batch(
        group.flatMap((entry) => entry.statements),
        'write',
      );
      let offset = 0;
      for (const entry of group) {
        entry.resolve(results.slice(offset, offset + entry.statements.length));
        offset += entry.statements.length;
      }
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      for (const entry of group) {
        await client.batch(entry.statements, 'write').then(entry.resolve, entry.reject);
      }
    }
  }

  return {
    run(statements) {
      return new Promise<ResultSet[]>((resolve, reject) => {
        if (pending.length === 0) setImmediate(() => void flush());
        pending.push({ statements, resolve, reject });
      });
    },
  };
}

const queues = new WeakMap<Client, WriteQueue>();
const batchClients = new WeakMap<Client, BatchClient>();

/** Lets the queue of a database commit through a faster connection to the same database (see local-batch.ts). */
export function commitThrough(client: Client, batchClient: BatchClient): void {
  batchClients.set(client, batchClient);
}

/** The one queue of a database connection. */
export function writeQueueFor(client: Client): WriteQueue {
  let queue = queues.get(client);
  if (!queue) {
    queue = createWriteQueue(batchClients.get(client) ?? client);
    queues.set(client, queue);
  }
  return queue;
}
