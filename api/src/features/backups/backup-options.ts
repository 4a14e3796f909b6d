import type { Config } from '../../config.ts';
import type { ErasureRegister } from './erasure-register.ts';
import type { BackupKeepPolicy } from './retention.ts';

/** What the backups need of the configuration (ADR 039). */
export interface BackupOptions {
  databaseUrl: string;
  uploadDir: string;
  outboxDir: string;
  backupDir: string;
  copyDir: string | null;
  keep: BackupKeepPolicy;
  erasureRegister: ErasureRegister;
  enabled: boolean;
  /** "03:00", Europe/Berlin. */
  time: string;
}

export function backupOptions(config: Config): BackupOptions {
  const copyDir = config.BACKUP_COPY_DIR ?? null;
  return {
    databaseUrl: config.DATABASE_URL,
    uploadDir: config.UPLOAD_DIR,
    outboxDir: config.OUTBOX_DIR,
    backupDir: config.BACKUP_DIR,
    copyDir,
    keep: { daily: config.BACKUP_KEEP_DAILY, weekly: config.BACKUP_KEEP_WEEKLY, monthly: config.BACKUP_KEEP_MONTHLY },
    erasureRegister: { path: config.ERASURE_REGISTER, mirrorDirs: copyDir ? [config.BACKUP_DIR, copyDir] : [config.BACKUP_DIR] },
    enabled: config.BACKUP_ENABLED,
    time: config.BACKUP_TIME,
  };
}
