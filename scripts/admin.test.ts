import { execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../api/src/platform/db/client.ts';
import { users } from '../api/src/platform/db/schema.ts';
import { spawnApiServer } from '../api/testing/api-server-child.ts';

// `npm run admin` against a server that is running: the way back in when the owner's password is lost.
const run = promisify(execFile);

let folder: string;
let env: NodeJS.ProcessEnv;
let server: ChildProcess;
let base: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'fensterwerk-admin-cli-'));
  env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: `file:${join(folder, 'app.db')}`,
    OUTBOX_DIR: join(folder, 'outbox'),
    UPLOAD_DIR: join(folder, 'uploads'),
    PUBLIC_SITE_URL: 'https://fenster.example.de',
    ADMIN_USERNAME: 'inhaberin',
    ADMIN_EMAIL: 'inhaberin@example.de',
  };
  const started = await spawnApiServer(env);
  server = started.process;
  base = started.url;
}, 30_000);

afterAll(() => {
  server.kill();
  rmSync(folder, { recursive: true, force: true });
});

const admin = (...args: string[]) => run(process.execPath, ['scripts/admin.ts', ...args], { env });

const post = (path: string, json: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) });

describe('npm run admin, while the server runs', () => {
  it('reset-password prints a one-hour link; the running server takes it once and the new password signs in', async () => {
    // The generated first password was printed once and is lost: only the command helps.
    expect((await post('/api/admin/login', { username: 'inhaberin', password: 'verloren-123' })).status).toBe(401);

    const { stdout } = await admin('reset-password', 'inhaberin@example.de');
    const link = /https:\/\/fenster\.example\.de\/admin\/reset-password\?token=(\S+)/.exec(stdout);
    expect(link, stdout).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    expect((await post('/api/admin/reset-password', { token, newPassword: 'Neues-Passwort-2026' })).status).toBe(200);
    expect((await post('/api/admin/reset-password', { token, newPassword: 'Noch-eines-2026' })).status).toBe(400);
    const login = await post('/api/admin/login', { username: 'inhaberin', password: 'Neues-Passwort-2026' });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('admin');
  });

  it('create-owner prints a password once, and the new owner signs in on the running server', async () => {
    const { stdout } = await admin('create-owner', 'zweite-inhaberin', 'zweite@example.de');
    const password = /Passwort \(wird nur dieses eine Mal angezeigt\): (\S+)/.exec(stdout)?.[1];
    expect(password, stdout).toBeTruthy();
    const login = await post('/api/admin/login', { username: 'zweite-inhaberin', password });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('admin');
  });

  it('end-sessions signs a person out everywhere', async () => {
    const login = await post('/api/admin/login', { username: 'zweite-inhaberin', password: 'falsch' });
    expect(login.status).toBe(401);
    const owner = await post('/api/admin/login', { username: 'inhaberin', password: 'Neues-Passwort-2026' });
    const { token } = (await owner.json()) as { token: string };
    const profile = () => fetch(`${base}/api/admin/profile`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await profile()).status).toBe(200);
    const { stdout } = await admin('end-sessions', 'inhaberin');
    expect(stdout).toMatch(/\d+ Sitzung\(en\) von „inhaberin“ beendet\./);
    expect((await profile()).status).toBe(401);
  });

  it('reset-two-factor lets an owner who lost the phone in with the password alone', async () => {
    // The phone is gone; only the key in the database remains.
    const db = await openDatabase({ url: env.DATABASE_URL! });
    try {
      await db.update(users).set({ totpKey: 'JBSWY3DPEHPK3PXP' }).where(eq(users.username, 'zweite-inhaberin'));
    } finally {
      db.$client.close();
    }
    const created = await admin('reset-password', 'zweite-inhaberin');
    const token = decodeURIComponent(/token=(\S+)/.exec(created.stdout)![1]!);
    expect((await post('/api/admin/reset-password', { token, newPassword: 'Telefon-weg-2026' })).status).toBe(200);
    const before = (await (await post('/api/admin/login', { username: 'zweite-inhaberin', password: 'Telefon-weg-2026' })).json()) as {
      twoFactor?: string;
    };
    expect(before.twoFactor).toBe('code');

    const { stdout } = await admin('reset-two-factor', 'zweite-inhaberin');
    expect(stdout).toContain('Zwei-Faktor-Anmeldung von „zweite-inhaberin“ ausgeschaltet');
    const after = (await (await post('/api/admin/login', { username: 'zweite-inhaberin', password: 'Telefon-weg-2026' })).json()) as {
      twoFactor?: string;
    };
    expect(after.twoFactor).toBeUndefined();
  });

  it('refuses unknown accounts, customers, taken names and wrong calls with a German message and a non-zero exit', async () => {
    await expect(admin('reset-password', 'niemand')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Kein Konto des Back Office'),
    });
    await expect(admin('create-owner', 'inhaberin', 'andere@example.de')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('bereits vergeben'),
    });
    await expect(admin('create-owner', 'x', 'keine-adresse')).rejects.toMatchObject({ code: 1 });
    await expect(admin('unbekannt')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Aufruf:') });
  });
});
