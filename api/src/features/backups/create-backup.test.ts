import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { extract } from 'tar';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { leads } from '../../platform/db/schema.ts';
import { backupOptions } from './backup-options.ts';
import { createBackup, RemoteDatabaseError } from './create-backup.ts';
import type { BackupManifest } from './manifest.ts';
import { sha256OfFile } from './snapshot.ts';

const test = testApiForFile();

const submit = (index: number) =>
  test.request('/api/funnel/submit', {
    method: 'POST',
    json: {
      projektart: 'neubau',
      produkt_fenster: true,
      vorname: 'Paula',
      nachname: `Parallel${index}`,
      email: `parallel-${index}@example.de`,
      datenschutz: true,
    },
  });

describe('a backup while the site keeps serving', () => {
  it('holds every lead answered before its snapshot began, passes integrity_check, and its checksum file matches', async () => {
    await mkdir(test.config.UPLOAD_DIR, { recursive: true });
    writeFileSync(join(test.config.UPLOAD_DIR, 'option.png'), 'bild');
    const answeredAt = new Map<number, number>();
    const submits = Array.from({ length: 50 }, (_, index) =>
      submit(index).then((response) => {
        expect(response.status).toBe(201);
        answeredAt.set(index, Date.now());
      }),
    );
    // The backup starts while the submits are under way.
    while (answeredAt.size < 5) await new Promise((resolve) => setTimeout(resolve, 1));
    const backup = await createBackup(backupOptions(test.config));
    await Promise.all(submits);

    expect(readFileSync(`${backup.path}.sha256`, 'utf8')).toBe(`${await sha256OfFile(backup.path)}  ${backup.file}\n`);
    expect(backup.file).toMatch(/^fensterwerk-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/);

    const folder = mkdtempSync(join(tmpdir(), 'fensterwerk-backup-'));
    await extract({ file: backup.path, cwd: folder, strict: true });
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.database.sha256).toBe(await sha256OfFile(join(folder, 'app.db')));
    expect(readFileSync(join(folder, 'uploads', 'option.png'), 'utf8')).toBe('bild');

    const snapshot = createClient({ url: `file:${join(folder, 'app.db')}` });
    const integrity = await snapshot.execute('PRAGMA integrity_check');
    expect(integrity.rows.map((row) => row[0])).toEqual(['ok']);
    const stored = new Set((await snapshot.execute('select email from leads')).rows.map((row) => String(row.email)));
    snapshot.close();
    const answeredBefore = [...answeredAt].filter(([, at]) => at < Date.parse(manifest.snapshotAt)).map(([index]) => index);
    expect(answeredBefore.length).toBeGreaterThanOrEqual(5);
    for (const index of answeredBefore) expect(stored.has(`parallel-${index}@example.de`)).toBe(true);
    expect(manifest.counts.leads).toBe(stored.size);
    // The live database got all fifty; the snapshot has what was committed when it began.
    expect(await test.db.$count(leads)).toBe(50);
  });

  it('copies the archive to BACKUP_COPY_DIR, keeps the retention there too, and mirrors the register', async () => {
    const copyDir = mkdtempSync(join(tmpdir(), 'fensterwerk-copy-'));
    writeFileSync(test.config.ERASURE_REGISTER, `${JSON.stringify({ at: new Date().toISOString(), emailHash: 'a'.repeat(64) })}\n`);
    const options = { ...backupOptions(test.config), copyDir, keep: { daily: 1, weekly: 0, monthly: 0 } };
    const first = await createBackup(options);
    const second = await createBackup(options);
    expect(second.file).not.toBe(first.file);
    expect(second.removed).toEqual(expect.arrayContaining([first.file]));
    expect(readFileSync(join(copyDir, second.file)).equals(readFileSync(second.path))).toBe(true);
    expect(readFileSync(join(copyDir, 'erasure-register.jsonl'), 'utf8')).toContain('a'.repeat(64));
    expect(readFileSync(join(test.config.BACKUP_DIR, 'erasure-register.jsonl'), 'utf8')).toContain('a'.repeat(64));
  });

  it('stops for a database on a libSQL server and says its own backup applies', async () => {
    const options = { ...backupOptions(test.config), databaseUrl: 'libsql://db.example.de' };
    await expect(createBackup(options)).rejects.toThrow(RemoteDatabaseError);
    await expect(createBackup(options)).rejects.toThrow(/dessen eigene Sicherung/);
  });
});
