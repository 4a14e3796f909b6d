import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { archiveStamp, checksumFileName } from './archive-name.ts';
import { archivesToKeep, type BackupKeepPolicy } from './retention.ts';

export interface StoredBackup {
  file: string;
  path: string;
  at: Date;
  bytes: number;
}

/**
 * The finished archives in a folder, newest first. An archive appears under its name only once it is
 * complete and its checksum file is written (create-backup.ts renames it last), so every one listed
 * here is a backup that finished.
 */
export async function listBackups(dir: string): Promise<StoredBackup[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const backups: StoredBackup[] = [];
  for (const file of names.filter((name) => archiveStamp(name) !== null)) {
    const info = await stat(join(dir, file)).catch(() => null);
    if (info?.isFile()) backups.push({ file, path: join(dir, file), at: info.mtime, bytes: info.size });
  }
  return backups.sort((a, b) => (a.file < b.file ? 1 : a.file > b.file ? -1 : 0));
}

/** Deletes the archives (and their checksum files) the retention does not keep, never `newest`; answers their names. */
export async function pruneBackups(dir: string, policy: BackupKeepPolicy, newest: string): Promise<string[]> {
  const backups = await listBackups(dir);
  const keep = archivesToKeep(
    backups.map((backup) => backup.file),
    policy,
  );
  const removed: string[] = [];
  for (const backup of backups) {
    if (keep.has(backup.file) || backup.file === newest) continue;
    await rm(backup.path, { force: true });
    await rm(join(dir, checksumFileName(backup.file)), { force: true });
    removed.push(backup.file);
  }
  return removed;
}

const STAGING_PREFIX = '.in-arbeit-';

export const stagingPrefix = (dir: string) => join(dir, STAGING_PREFIX);

/** What a backup that was cut off (the process stopped) left behind; another one running now is left alone. */
export async function removeStaleLeftovers(dir: string, now: Date, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (info && now.getTime() - info.mtime.getTime() > olderThanMs) await rm(join(dir, name), { recursive: true, force: true });
  }
}
