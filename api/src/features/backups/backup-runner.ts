import { resolve } from 'node:path';
import type { BackupOptions } from './backup-options.ts';
import { createBackup, type BackupResult } from './create-backup.ts';

/** The backups running in this process, by folder: a second "Jetzt sichern" while one runs is refused. */
const running = new Map<string, Promise<BackupResult>>();

/** Starts a backup unless one into the same folder is running in this process (then null). */
export function runBackup(options: BackupOptions, now?: () => Date): Promise<BackupResult> | null {
  const key = resolve(options.backupDir);
  if (running.has(key)) return null;
  const backup = createBackup(options, now).finally(() => running.delete(key));
  running.set(key, backup);
  return backup;
}
