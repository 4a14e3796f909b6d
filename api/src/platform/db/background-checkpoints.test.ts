import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTOCHECKPOINT_PAGES, checkpointInBackground } from './background-checkpoints.ts';
import { openDatabase, type Database } from './client.ts';
import { openLocalBatchClient } from './local-batch.ts';
import { writeQueueFor } from './write-queue.ts';

let folder: string;
let path: string;
let db: Database;
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'fensterwerk-checkpoints-'));
  path = join(folder, 'app.db');
  db = await openDatabase({ url: `file:${path}` });
  await db.$client.execute('create table probe (id integer primary key, body blob not null)');
});
afterEach(() => {
  db.$client.close();
  rmSync(folder, { recursive: true, force: true });
});

const autocheckpoint = async (database: Database) =>
  Number(Object.values((await database.$client.execute('PRAGMA wal_autocheckpoint')).rows[0]!)[0]);
const logBytes = () => statSync(`${path}-wal`).size;
/** `count` callers of the write queue in the same turn of the event loop: one group commit. */
const writesTogether = (database: Database, count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      writeQueueFor(database.$client).run([{ sql: 'insert into probe (body) values (randomblob(10))', args: [] }]),
    ),
  );

/**
 * 100 commits of 50 KB each (about 1,250 pages); between two commits `pause`, as the time between
 * requests in which the thread has its turn.
 */
async function writeFiveMegabytes(batch: ReturnType<typeof openLocalBatchClient>, pause: () => Promise<unknown>) {
  let largestLog = 0;
  for (let commit = 0; commit < 100; commit += 1) {
    await batch.batch(
      Array.from({ length: 10 }, () => ({ sql: 'insert into probe (body) values (randomblob(5000))', args: [] })),
      'write',
    );
    largestLog = Math.max(largestLog, logBytes());
    await pause();
  }
  return largestLog;
}

describe('checkpoints on a thread of their own', () => {
  it('keep the write-ahead log short while the writing connection never checkpoints in a commit', async () => {
    const batch = openLocalBatchClient(path, { busyTimeoutMs: 1000 });
    const checkpoints = checkpointInBackground(path, (pages) => batch.setAutocheckpoint(pages), {
      intervalMs: 10,
      restartAtFrames: 100,
      reportPasses: true,
    });
    try {
      // Each commit waits for one whole pass of the thread: how soon the thread gets its turn is the
      // machine's load (on two busy cores the log once grew past 3 MB while it waited), what a pass does
      // is the code's. SQLite's own checkpoint in the commit lets the log reach 1,000 pages (4 MB) first;
      // without any checkpoint it holds all 5 MB. A pass copies every committed page into the database,
      // so the next commit writes the log from its start again: it stays near one commit (about 60 KB).
      const largestLog = await writeFiveMegabytes(batch, () => checkpoints.nextPass());
      expect(largestLog).toBeLessThan(1024 * 1024);
    } finally {
      checkpoints.stop();
      batch.close();
    }
    const [row] = (await db.$client.execute('select count(*) as n from probe')).rows;
    expect(Number(row!.n)).toBe(1000);
  });

  it('are the server’s: its connections leave them to the thread, and take them back when it stops', async () => {
    const server = await openDatabase({ url: `file:${path}`, checkpointInBackground: true });
    await writesTogether(server, 2);
    expect(await autocheckpoint(server)).toBe(0);
    expect(await autocheckpoint(db)).toBe(AUTOCHECKPOINT_PAGES);
    server.$client.close();
  });

  it('start with the first writes that arrive together, not with the database: an idle server has no thread (issue 51)', async () => {
    const server = await openDatabase({ url: `file:${path}`, checkpointInBackground: true });
    await server.$client.execute('select count(*) from probe');
    await writesTogether(server, 1);
    expect(await autocheckpoint(server)).toBe(AUTOCHECKPOINT_PAGES);
    await writesTogether(server, 2);
    expect(await autocheckpoint(server)).toBe(0);
    server.$client.close();
  });

  it('hand the checkpoints back to the connection when the thread ends', async () => {
    const batch = openLocalBatchClient(path, { busyTimeoutMs: 1000 });
    const settings: number[] = [];
    const checkpoints = checkpointInBackground(path, (pages) => {
      settings.push(pages);
      batch.setAutocheckpoint(pages);
    });
    checkpoints.stop();
    batch.close();
    expect(settings).toEqual([0, AUTOCHECKPOINT_PAGES]);
  });
});
