import { resolve } from 'node:path';
import type { Database } from '../../platform/db/client.ts';
import { listBackups } from './backup-folder.ts';
import type { BackupOptions } from './backup-options.ts';
import { backupOverdue, type BackupFileJson, type BackupsJson } from './contract/backups.ts';
import { backupProblemsSince } from './problems.ts';
import { localDatabaseFile } from './snapshot.ts';

/** GET /api/admin/backups: what the "Sicherung" tab shows; the backup folder itself is the record. */
export async function backupStatus(db: Database, options: BackupOptions, now = new Date()): Promise<BackupsJson> {
  const backups: BackupFileJson[] = (await listBackups(options.backupDir)).map((backup) => ({
    file: backup.file,
    at: backup.at.toISOString(),
    bytes: backup.bytes,
  }));
  const last = backups[0] ?? null;
  const lastAt = last ? new Date(last.at) : null;
  return {
    last,
    backups,
    job: {
      enabled: options.enabled,
      time: options.time,
      folder: resolve(options.backupDir),
      copyFolder: options.copyDir ? resolve(options.copyDir) : null,
    },
    overdue: backupOverdue(lastAt, now),
    remoteDatabase: localDatabaseFile(options.databaseUrl) === null,
    problems: await backupProblemsSince(db, lastAt),
  };
}
