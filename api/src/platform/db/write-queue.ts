import type { Client, InStatement, ResultSet } from '@libsql/client';
import type { BatchClient, EntryOutcome } from './local-batch.ts';

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
 * for the commit, so nothing is confirmed before it is stored. On the local file each caller's
 * statements stand behind a savepoint of their own, so one that fails (a limit reached, a repeated
 * key) is rolled back alone and the others commit in the same transaction. Where there are no
 * savepoints (a libSQL server), or the shared transaction fails as a whole, each caller's statements
 * are retried in a transaction of their own, so one bad request still fails alone.
 */
export function createWriteQueue(client: BatchClient): WriteQueue {
  let pending: Pending[] = [];

  async function flush() {
    const group = pending;
    pending = [];
    try {
      if (client.batchEach) settleEach(group, await client.batchEach(group.map((entry) => entry.statements)));
      else
        settleTogether(
          group,
          await client.batch(
            group.flatMap((entry) => entry.statements),
            'write',
          ),
        );
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

function settleEach(group: Pending[], outcomes: EntryOutcome[]) {
  group.forEach((entry, index) => {
    const outcome = outcomes[index]!;
    if (outcome.ok) entry.resolve(outcome.results);
    else entry.reject(outcome.error);
  });
}

function settleTogether(group: Pending[], results: ResultSet[]) {
  let offset = 0;
  for (const entry of group) {
    entry.resolve(results.slice(offset, offset + entry.statements.length));
    offset += entry.statements.length;
  }
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
