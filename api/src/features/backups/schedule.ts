import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { BackupOptions } from './backup-options.ts';
import { runBackup } from './backup-runner.ts';
import type { BackupResult } from './create-backup.ts';
import { RemoteDatabaseError } from './create-backup.ts';
import { backupMessages } from './contract/backup-messages.ts';
import { recordBackupProblem } from './problems.ts';
import { settingKeys } from '../settings/setting-keys.ts';
import { berlinWallClock } from '../../shared/dates.ts';

/**
 * The daily backup at BACKUP_TIME (Berlin). Every server process runs this schedule (WEB_CONCURRENCY);
 * a lease row in `settings` names the last day a process took the job, and taking it is one conditional
 * write, so exactly one process backs up per day (ADR 039). A server that was off at the time catches
 * up when it starts later that day.
 */
const LEASE_KEY = settingKeys.backupJob;
const CHECK_EVERY_MS = 60_000;

/** Marks today as done when the lease is new and the time has passed: a new install does not back up at its first start. */
async function initialiseLease(db: Database, now: Date, time: string) {
  const { day, time: clock } = berlinWallClock(now);
  const claimedDay = clock.slice(0, 5) >= time ? day : '0000-00-00';
  await db.run(sql`insert into settings (key, value, updated_by, updated_at)
    values (${LEASE_KEY}, ${JSON.stringify({ day: claimedDay })}, 'system', ${now.getTime()})
    on conflict (key) do nothing`);
}

/** Takes today's backup if no process has; answers whether this one did. */
async function claimDailyBackup(db: Database, day: string, now: Date): Promise<boolean> {
  const result = await db.run(sql`insert into settings (key, value, updated_by, updated_at)
    values (${LEASE_KEY}, ${JSON.stringify({ day, pid: process.pid })}, 'system', ${now.getTime()})
    on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at
    where json_extract(settings.value, '$.day') < ${day}`);
  return result.rowsAffected === 1;
}

export interface BackupSchedule {
  /** One check: if the time has come and nobody took today's backup, take it and back up. */
  tick: (now?: Date) => Promise<BackupResult | null>;
  stop: () => void;
}

export function startBackupSchedule(
  db: Database,
  options: BackupOptions,
  { backup = runBackup, intervalMs = CHECK_EVERY_MS, autoStart = true } = {},
): BackupSchedule {
  let initialised: Promise<void> | null = null;
  const tick = async (now = new Date()): Promise<BackupResult | null> => {
    initialised ??= initialiseLease(db, now, options.time);
    await initialised;
    const { day, time } = berlinWallClock(now);
    if (time.slice(0, 5) < options.time) return null;
    if (!(await claimDailyBackup(db, day, now))) return null;
    const running = backup(options);
    if (!running) return null;
    try {
      const result = await running;
      console.log(`[sicherung] ${result.path} (${result.bytes} Bytes, SHA-256 ${result.sha256})`);
      return result;
    } catch (error) {
      if (error instanceof RemoteDatabaseError) {
        console.log(`[sicherung] ${error.message}`);
        return null;
      }
      console.error('[sicherung] Die tägliche Sicherung ist fehlgeschlagen:', error);
      await recordBackupProblem(db, backupMessages.failedWith(error instanceof Error ? error.message : String(error))).catch(() => {});
      return null;
    }
  };
  if (!options.enabled || !autoStart) return { tick, stop: () => {} };
  const run = () => void tick().catch((error) => console.error('[sicherung] Prüfung der Sicherungszeit fehlgeschlagen:', error));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return { tick, stop: () => clearInterval(timer) };
}
