import Database from 'libsql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { countKey, isOverLimit } from '../http/rate-limit.ts';
import { openLocalBatchClient } from './local-batch.ts';
import { createWriteQueue, writeQueueFor } from './write-queue.ts';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
  await test.db.$client.execute('create table probe (id integer primary key, name text not null unique, flag integer, at integer)');
});
afterEach(() => test.cleanup());

const insert = (name: string, flag = false, at = new Date(0)) => ({
  sql: 'insert into probe (name, flag, at) values (?, ?, ?) returning id, name',
  args: [name, flag, at],
});
const rows = async () => (await test.db.$client.execute('select name, flag, at from probe order by id')).rows.map((row) => ({ ...row }));

describe('the write queue of a local database file', () => {
  it('commits through its own connection with prepared statements, visible to the main connection at once', async () => {
    const batch = vi.spyOn(test.db.$client, 'batch');
    const queue = writeQueueFor(test.db.$client);
    const [[first], [second]] = await Promise.all([queue.run([insert('a', true, new Date(5))]), queue.run([insert('b')])]);
    expect(batch).not.toHaveBeenCalled();
    expect(first!.rows[0]).toMatchObject({ id: 1, name: 'a' });
    expect(second!.rows[0]).toMatchObject({ id: 2, name: 'b' });
    expect(await rows()).toEqual([
      { name: 'a', flag: 1, at: 5 },
      { name: 'b', flag: 0, at: 0 },
    ]);
  });

  it('rolls a failing batch back completely and stays usable', async () => {
    const queue = writeQueueFor(test.db.$client);
    await queue.run([insert('doppelt')]);
    await expect(queue.run([insert('neu'), insert('doppelt')])).rejects.toThrow(/UNIQUE constraint failed: probe.name/);
    await queue.run([insert('danach')]);
    expect((await rows()).map((row) => row.name)).toEqual(['doppelt', 'danach']);
  });

  it('counts rows changed by statements that return none', async () => {
    await writeQueueFor(test.db.$client).run([insert('x'), insert('y')]);
    const [update] = await writeQueueFor(test.db.$client).run([{ sql: 'update probe set flag = 1', args: [] }]);
    expect(update!.rowsAffected).toBe(2);
  });
});

describe('the savepoints of a local write queue', () => {
  it('rolls back only the caller whose statement failed, commits the others in the same transaction, and runs nothing twice', async () => {
    const batchClient = openLocalBatchClient(test.url.replace(/^file:/, ''), { busyTimeoutMs: 1000 });
    const together = vi.spyOn(batchClient, 'batchEach');
    const alone = vi.spyOn(batchClient, 'batch');
    const queue = createWriteQueue(batchClient);
    await queue.run([insert('doppelt')]);
    const results = await Promise.allSettled([
      queue.run([insert('x')]),
      queue.run([insert('y'), insert('doppelt')]),
      queue.run([insert('z')]),
    ]);
    batchClient.close();
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed: probe.name/);
    expect((await rows()).map((row) => row.name)).toEqual(['doppelt', 'x', 'z']);
    expect(together).toHaveBeenCalledTimes(2);
    expect(alone).not.toHaveBeenCalled();
  });

  it('keeps a trigger’s abort inside its caller: the rows its statement wrote before are gone, the next caller’s stay', async () => {
    await test.db.$client.execute(
      "create trigger probe_refuses after insert on probe when new.name = 'nein' begin select raise(abort, 'abgelehnt'); end",
    );
    const queue = writeQueueFor(test.db.$client);
    const results = await Promise.allSettled([queue.run([insert('vorher'), insert('nein')]), queue.run([insert('danach')])]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect((await rows()).map((row) => row.name)).toEqual(['danach']);
  });

  it('needs no savepoint for a caller refused by its first statement: the count its check made is undone with it', async () => {
    const queue = writeQueueFor(test.db.$client);
    const overLimit = countKey({ bucket: 'probe', limit: 0, windowMs: 60_000 }, 'eine Adresse');
    const results = await Promise.allSettled([queue.run([overLimit.within, insert('nie')]), queue.run([insert('daneben')])]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(isOverLimit((results[0] as PromiseRejectedResult).reason)).toBe(true);
    expect((await rows()).map((row) => row.name)).toEqual(['daneben']);
    const counted = await test.db.$client.execute({ sql: 'select count(*) as n from rate_limits where key = ?', args: [overLimit.key] });
    expect(Number(counted.rows[0]!.n)).toBe(0);
  });
});

describe('the prepared statements of a local write queue', () => {
  it('keeps at most 200: one that 200 other SQL texts came after is prepared again (issue 51)', async () => {
    const batchClient = openLocalBatchClient(test.url.replace(/^file:/, ''), { busyTimeoutMs: 1000 });
    const prepare = vi.spyOn(Database.prototype, 'prepare');
    // A list's length is part of the text, as drizzle writes `inArray`.
    const deleteIds = (count: number) => ({
      sql: `delete from probe where id in (${Array.from({ length: count }, () => '?').join(', ')})`,
      args: Array.from({ length: count }, (_, index) => index),
    });
    await batchClient.batch([deleteIds(1)], 'write');
    await batchClient.batch([deleteIds(1)], 'write');
    expect(prepare).toHaveBeenCalledTimes(1);
    for (let count = 2; count <= 201; count += 1) await batchClient.batch([deleteIds(count)], 'write');
    prepare.mockClear();
    await batchClient.batch([deleteIds(201)], 'write');
    await batchClient.batch([deleteIds(1)], 'write');
    batchClient.close();
    expect(prepare.mock.calls.map(([sql]) => sql)).toEqual([deleteIds(1).sql]);
    prepare.mockRestore();
  });
});
