import { copyFile, mkdir, mkdtemp, readdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { archiveName, checksumFileName, checksumLine } from './archive-name.ts';
import { listBackups, pruneBackups, removeStaleLeftovers, stagingPrefix } from './backup-folder.ts';
import type { BackupOptions } from './backup-options.ts';
import { backupMessages } from './contract/backup-messages.ts';
import { completeRegisterFrom, mirrorErasureRegister } from './erasure-register.ts';
import { appVersion, DATABASE_FILE, MANIFEST_FILE, schemaOf, type BackupManifest } from './manifest.ts';
import { countRows, localDatabaseFile, sha256OfFile, snapshotDatabase } from './snapshot.ts';

/** The database is on a libSQL server: its own backup applies (ADR 039). */
export class RemoteDatabaseError extends Error {
  override name = 'RemoteDatabaseError';
}

export interface BackupResult {
  file: string;
  path: string;
  bytes: number;
  sha256: string;
  manifest: BackupManifest;
  /** Archives the retention removed, in the backup folder and its copy. */
  removed: string[];
  copiedTo: string | null;
  /** Erasures the register lacked and got from the snapshot. */
  registerCompleted: number;
}

/**
 * One backup (ADR 039): a snapshot of the database while the site keeps serving, the uploads and the
 * outbox folder in one dated .tar.gz with a manifest.json, a .sha256 beside it, the erasure register
 * beside them; then the copy to BACKUP_COPY_DIR and the retention in both folders.
 */
export async function createBackup(options: BackupOptions, now: () => Date = () => new Date()): Promise<BackupResult> {
  const databaseFile = localDatabaseFile(options.databaseUrl);
  if (!databaseFile) throw new RemoteDatabaseError(backupMessages.remoteDatabase(options.databaseUrl.replace(/\/\/[^@/]*@/, '//')));
  const backupDir = resolve(options.backupDir);
  await mkdir(backupDir, { recursive: true });
  const createdAt = now();
  await removeStaleLeftovers(backupDir, createdAt);
  // In the backup folder itself, so the finished archive is renamed into place, never copied.
  const staging = await mkdtemp(stagingPrefix(backupDir));
  try {
    const snapshotAt = now();
    const snapshot = join(staging, DATABASE_FILE);
    await snapshotDatabase(databaseFile, snapshot);
    const manifest: BackupManifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      snapshotAt: snapshotAt.toISOString(),
      appVersion: appVersion(),
      schema: await schemaOf(snapshot),
      database: { file: DATABASE_FILE, sha256: await sha256OfFile(snapshot), bytes: (await stat(snapshot)).size },
      counts: await countRows(snapshot),
      files: {
        uploads: await linkFolder(options.uploadDir, join(staging, 'uploads')),
        outbox: await linkFolder(options.outboxDir, join(staging, 'outbox')),
      },
    };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    const file = await freeName(backupDir, createdAt);
    const partial = join(staging, file);
    // Loaded when a backup runs (once a day), not with the server.
    const { create: createTar } = await import('tar');
    // follow: the two folders are links to UPLOAD_DIR and OUTBOX_DIR, wherever they are; portable: no owner
    // names or ids of this machine in the archive.
    await createTar({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, [
      MANIFEST_FILE,
      DATABASE_FILE,
      'uploads',
      'outbox',
    ]);
    const sha256 = await sha256OfFile(partial);
    const bytes = (await stat(partial)).size;
    await writeFile(join(backupDir, checksumFileName(file)), checksumLine(sha256, file));
    const path = join(backupDir, file);
    await rename(partial, path);

    // A line the erasure could not write (ADR 039) is added from the snapshot; then the register sits beside the archives.
    const registerCompleted = await completeRegisterFrom(snapshot, options.erasureRegister);
    await mirrorErasureRegister(options.erasureRegister.path, backupDir);
    const removed = await pruneBackups(backupDir, options.keep, file);
    let copiedTo: string | null = null;
    if (options.copyDir) {
      copiedTo = resolve(options.copyDir);
      await copyArchive(backupDir, copiedTo, file);
      await mirrorErasureRegister(options.erasureRegister.path, copiedTo);
      removed.push(...(await pruneBackups(copiedTo, options.keep, file)));
    }
    return { file, path, bytes, sha256, manifest, removed, copiedTo, registerCompleted };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Links a folder into the staging folder (an empty folder when it does not exist); answers its file count. */
async function linkFolder(source: string, link: string): Promise<number> {
  const absolute = resolve(source);
  const files = await countFiles(absolute);
  if (files === null) await mkdir(link);
  else await symlink(absolute, link, 'dir');
  return files ?? 0;
}

async function countFiles(dir: string): Promise<number | null> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The archive's name by its time, later than every archive there: a second backup within the same second
 * (or in the hour the clocks go back) takes the next free second, so the newest archive is always the
 * newest name and the retention never takes the one just written for an older one.
 */
async function freeName(dir: string, at: Date): Promise<string> {
  const newest = (await listBackups(dir))[0]?.file ?? '';
  let time = at.getTime();
  while (archiveName(new Date(time)) <= newest) time += 1000;
  return archiveName(new Date(time));
}

/** Copies an archive and its checksum to the second folder, the archive last and under a temporary name first. */
async function copyArchive(fromDir: string, toDir: string, file: string): Promise<void> {
  await mkdir(toDir, { recursive: true });
  await copyFile(join(fromDir, checksumFileName(file)), join(toDir, checksumFileName(file)));
  const temporary = join(toDir, `.${file}.${process.pid}.tmp`);
  await copyFile(join(fromDir, file), temporary);
  await rename(temporary, join(toDir, file));
}
