import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { checksumLine } from '../backups/archive-name.ts';
import { backupOptions } from '../backups/backup-options.ts';
import { createBackup, type BackupResult } from '../backups/create-backup.ts';
import { restoreBackup } from './restore.ts';

let test: AdminTestApi;
let backup: BackupResult;
let root: string;

beforeAll(async () => {
  test = await createAdminTestApi();
  backup = await createBackup(backupOptions(test.config));
  root = mkdtempSync(join(tmpdir(), 'fensterwerk-crafted-'));
}, 30_000);
afterAll(() => test.cleanup());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The good backup unpacked into a fresh folder, for an archive built from it by hand. */
async function unpackedBackup(): Promise<string> {
  const folder = mkdtempSync(join(root, 'inhalt-'));
  await extract({ file: backup.path, cwd: folder });
  return folder;
}

/** A .tar.gz of `entries` with a correct .sha256 beside it: only its content is crafted. */
async function craftedArchive(cwd: string, entries: string[], options: { preservePaths?: boolean } = {}): Promise<string> {
  const archive = join(mkdtempSync(join(root, 'archiv-')), backup.file);
  await create({ gzip: true, file: archive, cwd, portable: true, ...options }, entries);
  writeFileSync(`${archive}.sha256`, checksumLine(sha256(readFileSync(archive)), backup.file));
  return archive;
}

const BACKUP_ENTRIES = ['manifest.json', 'app.db', 'uploads', 'outbox'];

describe('restoring a crafted archive', () => {
  it('refuses links, escaping paths and a damaged database, leaves the target as it was, and the next restore into it works', async () => {
    const withSymlink = await unpackedBackup();
    // Relative, so tar itself finds nothing to strip; it points out of the restored folder.
    symlinkSync('../../../etc/passwd', join(withSymlink, 'app.db.lnk'));
    const withHardlink = await unpackedBackup();
    linkSync(join(withHardlink, 'app.db'), join(withHardlink, 'outbox', 'kopie.eml'));
    const escaping = await unpackedBackup();
    writeFileSync(join(escaping, '..', 'entkommen.txt'), 'außerhalb');
    const damaged = await unpackedBackup();
    const garbage = Buffer.alloc(8192, 0x5a);
    writeFileSync(join(damaged, 'app.db'), garbage);
    const manifest = JSON.parse(readFileSync(join(damaged, 'manifest.json'), 'utf8'));
    writeFileSync(
      join(damaged, 'manifest.json'),
      JSON.stringify({ ...manifest, database: { ...manifest.database, sha256: sha256(garbage) } }),
    );

    const crafted = [
      await craftedArchive(withSymlink, ['app.db.lnk', ...BACKUP_ENTRIES]),
      await craftedArchive(withHardlink, [...BACKUP_ENTRIES]),
      await craftedArchive(escaping, [...BACKUP_ENTRIES, '../entkommen.txt'], { preservePaths: true }),
      await craftedArchive(damaged, BACKUP_ENTRIES),
    ];

    // A target that does not exist yet, and one that exists and is empty (a prepared folder).
    const parent = mkdtempSync(join(root, 'ziel-'));
    const missing = join(parent, 'daten');
    const prepared = join(parent, 'vorbereitet');
    mkdirSync(prepared);
    for (const archive of crafted) {
      for (const to of [missing, prepared]) {
        await expect(restoreBackup({ archive, to, notifyEmail: 'team@example.de' }), archive).rejects.toThrow();
      }
      expect(existsSync(missing)).toBe(false);
      expect(readdirSync(prepared)).toEqual([]);
      // No staging folder, nothing written beside the target.
      expect(readdirSync(parent)).toEqual(['vorbereitet']);
    }

    for (const to of [missing, prepared]) {
      const report = await restoreBackup({ archive: backup.path, to, notifyEmail: 'team@example.de' });
      expect(report.env.DATABASE_URL).toBe(`file:${join(to, 'app.db')}`);
      // SQLite's -wal and -shm beside the database may be there too.
      expect(readdirSync(to)).toEqual(expect.arrayContaining(['app.db', 'manifest.json', 'outbox', 'uploads']));
    }
    expect(readdirSync(parent).sort()).toEqual(['daten', 'vorbereitet']);
  });
});
