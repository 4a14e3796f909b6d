import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { backupOptions } from '../backups/backup-options.ts';
import { createBackup, type BackupResult } from '../backups/create-backup.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';

let test: AdminTestApi;
let backup: BackupResult;
const ERASED = 'Erika.Erased@Example.de';
const erased = ERASED.toLowerCase();

const submit = (vorname: string, email: string) =>
  test.request('/api/funnel/submit', {
    method: 'POST',
    json: { projektart: 'sanierung', produkt_fenster: true, vorname, nachname: 'Muster', email, datenschutz: true },
  });
const contact = (email: string) =>
  test.request('/api/contact', {
    method: 'POST',
    json: { salutation: 'frau', name: 'Erika Erased', email, subject: 'beratung', message: 'Bitte rufen Sie mich an.', privacy: true },
  });

/** Every row of every table as lower-case text: where an erased address could still be. */
async function databaseText(url: string): Promise<string> {
  const client = createClient({ url });
  const tables = await client.execute("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'");
  let text = '';
  for (const { name } of tables.rows) text += JSON.stringify((await client.execute(`select * from "${String(name)}"`)).rows);
  client.close();
  return text.toLowerCase();
}

async function count(url: string, query: string): Promise<number> {
  const client = createClient({ url });
  const { rows } = await client.execute(query);
  client.close();
  return Number(rows[0]![0]);
}

beforeAll(async () => {
  test = await createAdminTestApi({ NOTIFY_EMAIL: 'team@example.de' });
  await mkdir(test.config.UPLOAD_DIR, { recursive: true });
  writeFileSync(join(test.config.UPLOAD_DIR, 'griff.png'), 'bild');
  // Before the backup: the person to be erased (a request, a message, a customer account) and someone who stays.
  expect((await submit('Erika', ERASED)).status).toBe(201);
  expect((await contact(ERASED)).status).toBe(201);
  const { user } = await createTestUser(test.db, { role: 'customer' });
  await test.db.update(users).set({ email: erased }).where(eq(users.id, user.id));
  expect((await submit('Bleibt', 'bleibt@example.de')).status).toBe(201);
  backup = await createBackup(backupOptions(test.config));
  // After it: more data, and the erasure the restore must repeat.
  expect((await submit('Später', 'spaeter@example.de')).status).toBe(201);
  expect((await test.call('DELETE', `/api/admin/privacy?email=${encodeURIComponent(ERASED)}`)).status).toBe(200);
}, 30_000);
afterAll(() => test.cleanup());

describe('restoring a backup', () => {
  it('brings the data back into a new folder and repeats the erasures made after the backup', async () => {
    const register = readFileSync(test.config.ERASURE_REGISTER, 'utf8');
    expect(register).not.toContain(erased);
    // The backup folder has the register beside the archives: the restore finds it there.
    expect(readFileSync(join(test.config.BACKUP_DIR, 'erasure-register.jsonl'), 'utf8')).toBe(register);

    const to = join(mkdtempSync(join(tmpdir(), 'fensterwerk-restore-')), 'daten');
    const report = await restoreBackup({ archive: backup.path, to, notifyEmail: 'team@example.de' });
    const url = report.env.DATABASE_URL;
    expect(url).toBe(`file:${join(to, 'app.db')}`);
    expect(report.erasures).toMatchObject({ afterSnapshot: 1, notInBackup: 0 });
    expect(report.erasures.applied[0]!.counts).toMatchObject({ leads: 1, contactMessages: 1, accounts: 1 });

    expect(await databaseText(url)).not.toContain(erased);
    expect(await count(url, `select count(*) from leads where lower(email) = '${erased}'`)).toBe(0);
    expect(await count(url, `select count(*) from users where lower(email) = '${erased}'`)).toBe(0);
    expect(await count(url, `select count(*) from contact_messages where lower(email) = '${erased}'`)).toBe(0);
    // The rest is back; what came after the backup is not in it.
    expect(await count(url, "select count(*) from leads where email = 'bleibt@example.de'")).toBe(1);
    expect(await count(url, "select count(*) from leads where email = 'spaeter@example.de'")).toBe(0);
    expect(await count(url, 'select count(*) from products')).toBe(report.manifest.counts.products);
    expect(readFileSync(join(report.env.UPLOAD_DIR, 'griff.png'), 'utf8')).toBe('bild');
    const client = createClient({ url });
    expect((await client.execute('PRAGMA integrity_check')).rows.map((row) => row[0])).toEqual(['ok']);
    client.close();
    // The restored folder carries the register on, for the server that now runs on it.
    expect(readFileSync(report.env.ERASURE_REGISTER, 'utf8')).toBe(register);
  });

  it('refuses a folder that is not empty, and writes nothing into it', async () => {
    const to = mkdtempSync(join(tmpdir(), 'fensterwerk-restore-'));
    writeFileSync(join(to, 'app.db'), 'laufende Daten');
    await expect(restoreBackup({ archive: backup.path, to, notifyEmail: 'team@example.de' })).rejects.toThrow(/nicht leer/);
    expect(readFileSync(join(to, 'app.db'), 'utf8')).toBe('laufende Daten');
  });

  it('refuses an archive with one byte changed', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'fensterwerk-damaged-'));
    const damaged = join(folder, backup.file);
    const bytes = readFileSync(backup.path);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(damaged, bytes);
    writeFileSync(`${damaged}.sha256`, readFileSync(`${backup.path}.sha256`));
    const to = join(folder, 'neu');
    const restore = restoreBackup({ archive: damaged, to, notifyEmail: 'team@example.de' });
    await expect(restore).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup({ archive: damaged, to, notifyEmail: 'team@example.de' })).rejects.toThrow(/Prüfsumme/);
  });
});
