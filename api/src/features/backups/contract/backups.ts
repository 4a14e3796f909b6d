/** The back office's view of the backups (GET /api/admin/backups), browser-safe. */
import { madeOnFirstUse } from '../../../shared/made-on-first-use.ts';

export interface BackupFileJson {
  file: string;
  /** ISO time the archive was written. */
  at: string;
  bytes: number;
}

export interface BackupsJson {
  /** The newest archive in the backup folder: the last backup that finished. */
  last: BackupFileJson | null;
  /** Newest first. */
  backups: BackupFileJson[];
  job: { enabled: boolean; time: string; folder: string; copyFolder: string | null };
  /** No backup, or the last one older than two days: the screen warns. */
  overdue: boolean;
  /** The database is on a libSQL server: its own backup applies, this one cannot copy it. */
  remoteDatabase: boolean;
  /** The last failure of the job or of writing the erasure register, if any came after the last backup. */
  problems: { at: string; message: string }[];
}

const BACKUP_OVERDUE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

export function backupOverdue(lastAt: Date | null, now: Date): boolean {
  return lastAt === null || now.getTime() - lastAt.getTime() > BACKUP_OVERDUE_AFTER_MS;
}

const megabytes = madeOnFirstUse(() => new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** 29124 → "0,1 MB": archive sizes in the "Sicherung" tab. */
export function formatArchiveSize(bytes: number): string {
  return `${megabytes().format(Math.max(bytes / 1024 / 1024, 0.1))} MB`;
}
