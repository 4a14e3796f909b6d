import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { createWriteQueue } from './write-queue.ts';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
  await test.db.$client.execute('create table probe (id integer primary key, name text not null unique)');
});
afterEach(() => test.cleanup());

const insert = (name: string) => ({ sql: 'insert into probe (name) values (?) returning id', args: [name] });
const names = async () => (await test.db.$client.execute('select name from probe order by id')).rows.map((row) => row.name);

describe('write queue', () => {
  it('commits statements arriving together in one transaction and hands each caller its results', async () => {
    const batch = vi.spyOn(test.db.$client, 'batch');
    const queue = createWriteQueue(test.db.$client);
    const [first, second] = await Promise.all([queue.run([insert('a'), insert('b')]), queue.run([insert('c')])]);
    expect(batch).toHaveBeenCalledTimes(1);
    expect(first).toHaveLength(2);
    expect(second![0]!.rows[0]!.id).toBe(3);
    expect(await names()).toEqual(['a', 'b', 'c']);
  });

  it('lets one failing caller fail alone and commits the others', async () => {
    const queue = createWriteQueue(test.db.$client);
    await queue.run([insert('doppelt')]);
    const results = await Promise.allSettled([
      queue.run([insert('x')]),
      queue.run([insert('y'), insert('doppelt')]),
      queue.run([insert('z')]),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await names()).toEqual(['doppelt', 'x', 'z']);
  });

  it('resolves only after the commit: a reader then sees the rows', async () => {
    const queue = createWriteQueue(test.db.$client);
    await queue.run([insert('sichtbar')]);
    expect(await names()).toEqual(['sichtbar']);
  });
});
