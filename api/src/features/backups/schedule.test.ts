import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { backupOptions } from './backup-options.ts';
import type { BackupResult } from './create-backup.ts';
import { startBackupSchedule } from './schedule.ts';

let test: TestDatabase;
let secondProcess: Database;
beforeAll(async () => {
  test = await createTestDatabase();
  // A second connection to the same file, as a second server process has.
  secondProcess = await openDatabase({ url: test.url });
});
afterAll(() => {
  secondProcess.$client.close();
  test.cleanup();
});

/** A backup that only counts, and takes a while, as a real one does. */
function countingBackup() {
  let runs = 0;
  const backup = () => {
    runs += 1;
    return new Promise<BackupResult>((resolve) =>
      setTimeout(() => resolve({ file: 'x', path: 'x', bytes: 1, sha256: '', removed: [] } as never), 20),
    );
  };
  return { backup, runs: () => runs };
}

describe('the daily backup job', () => {
  it('runs once a day at its time, however many processes race for it', async () => {
    const options = backupOptions(test.config);
    const counter = countingBackup();
    const first = startBackupSchedule(test.db, options, { backup: counter.backup, autoStart: false });
    const second = startBackupSchedule(secondProcess, options, { backup: counter.backup, autoStart: false });

    // 02:59 Berlin (01:59 UTC in winter): not yet; the lease starts out with no day taken.
    await Promise.all([first.tick(new Date('2026-11-24T01:59:00Z')), second.tick(new Date('2026-11-24T01:59:00Z'))]);
    expect(counter.runs()).toBe(0);

    // 03:00 and later that day: both processes check, again and again; one backs up.
    for (const minute of ['00', '01', '02']) {
      const now = new Date(`2026-11-24T02:${minute}:00Z`);
      await Promise.all([first.tick(now), second.tick(now), first.tick(now), second.tick(now)]);
    }
    expect(counter.runs()).toBe(1);

    // The next day once more.
    const nextDay = new Date('2026-11-25T02:00:30Z');
    await Promise.all([second.tick(nextDay), first.tick(nextDay)]);
    expect(counter.runs()).toBe(2);
  });

  it('does not back up at the first start of a new installation after the time, but the next day', async () => {
    const fresh = await createTestDatabase();
    const counter = countingBackup();
    const schedule = startBackupSchedule(fresh.db, backupOptions(fresh.config), { backup: counter.backup, autoStart: false });
    await schedule.tick(new Date('2026-11-24T10:00:00Z'));
    expect(counter.runs()).toBe(0);
    await schedule.tick(new Date('2026-11-25T02:00:00Z'));
    expect(counter.runs()).toBe(1);
    fresh.cleanup();
  });
});
