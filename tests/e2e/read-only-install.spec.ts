import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leanServerArguments } from '../../scripts/server/lean-server.ts';
import { BUILD_SOURCES } from '../../scripts/build-stamp.ts';
import { expect, test } from '@playwright/test';

/**
 * Installed as docs/operations.md says (ADR 051): the code folder read-only for the service, which runs as
 * an unprivileged user without a writable home and may write only its data folder (the unit's
 * ProtectSystem=strict with ReadWritePaths). The build of `npm run build` is copied with the sources a
 * rebuild needs; the packages are the project's, which the user cannot write either.
 */
const USER = 'fensterwerk-test';
const HOME = '/nonexistent-fensterwerk-test';
const STARTED = /läuft auf (http:\/\/\S+)/;
const NEW_PHONE = '040 7654321-9';
const REBUILD_MS = 120_000;

const isRoot = process.getuid?.() === 0;

function ensureUser(): { uid: number; gid: number } {
  try {
    execFileSync('id', ['-u', USER], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--home-dir', HOME, '--shell', '/usr/sbin/nologin', USER]);
  }
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function readOnlyCopy(base: string): string {
  const app = join(base, 'app');
  for (const part of [...BUILD_SOURCES, 'package.json', 'api/migrations', 'dist']) cpSync(part, join(app, part), { recursive: true });
  symlinkSync(realpathSync('node_modules'), join(app, 'node_modules'), 'dir');
  execFileSync('chmod', ['-R', 'a-w', app]);
  return app;
}

interface Started {
  url: string;
  child: ChildProcess;
  output: () => string;
}

function startAs(user: { uid: number; gid: number }, app: string, dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(
    'setpriv',
    [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--', process.execPath, ...leanServerArguments()],
    {
      cwd: app,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        TRUST_PROXY: 'true',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: 'inhaber',
        ADMIN_PASSWORD: 'inhaber-passwort',
        BACKUP_ENABLED: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = STARTED.exec(output);
      if (match) resolve({ url: match[1]!, child, output: () => output });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`Server endete mit Code ${code}:\n${output}`)));
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Files under `folder` changed after `marker` (find -newer), as paths. */
const changedSince = (marker: string, folder: string) =>
  execFileSync('find', [folder, '-newer', marker, '-not', '-type', 'l'], { encoding: 'utf8' }).split('\n').filter(Boolean);

test.describe('installed read-only, run as its own user (ADR 051)', () => {
  test.skip(!isRoot, 'Braucht root: legt den Benutzer fensterwerk-test an und startet den Server als dieser Benutzer.');

  test('saves the company data, rebuilds, backs up and erases into DATA_DIR only; a restart serves the newest build', async ({
    request,
  }) => {
    test.setTimeout(REBUILD_MS + 90_000);
    const user = ensureUser();
    const base = mkdtempSync(join(tmpdir(), 'fensterwerk-readonly-'));
    chmodSync(base, 0o755);
    const app = readOnlyCopy(base);
    const data = join(base, 'data');
    mkdirSync(data);
    execFileSync('chown', [`${user.uid}:${user.gid}`, data]);
    const marker = join(base, 'marker');
    writeFileSync(marker, '');
    let server: Started | undefined;
    try {
      server = await startAs(user, app, data);
      expect(server.output()).toContain(`Datenordner: ${data}`);
      expect((await request.get(`${server.url}/api/health`)).status()).toBe(200);

      const login = await request.post(`${server.url}/api/admin/login`, { data: { username: 'inhaber', password: 'inhaber-passwort' } });
      expect(login.status()).toBe(200);
      const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
      const api = (path: string) => `${server!.url}/api/admin${path}`;

      const { company } = (await (await request.get(api('/settings/company'), { headers })).json()) as { company: Record<string, unknown> };
      const saved = await request.put(api('/settings/company'), { headers, data: { ...company, phoneDisplay: NEW_PHONE } });
      expect(saved.status()).toBe(200);
      const deadline = Date.now() + REBUILD_MS;
      let state = 'building';
      while (state === 'building' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        state = ((await (await request.get(api('/settings/company'), { headers })).json()) as { site: { state: string } }).site.state;
      }
      expect(state, server.output()).toBe('current');
      expect(await (await request.get(`${server.url}/impressum`)).text()).toContain(NEW_PHONE);
      const builds = join(data, 'site');
      const served = readFileSync(join(builds, 'current'), 'utf8').trim();
      expect(existsSync(join(builds, served, 'server/entry.mjs'))).toBe(true);

      const backup = await request.post(api('/backups'), { headers });
      expect(backup.status(), await backup.text()).toBe(201);
      expect(readdirSync(join(data, 'backups')).some((name) => name.endsWith('.tar.gz'))).toBe(true);

      const erased = await request.delete(api('/privacy?email=niemand@example.de'), { headers });
      expect(erased.status()).toBe(200);
      expect(readFileSync(join(data, 'erasure-register.jsonl'), 'utf8')).toMatch(/emailHash/);
      expect(server.output()).not.toContain('FEHLER');

      await stop(server.child);
      server = await startAs(user, app, data);
      expect(readFileSync(join(builds, 'current'), 'utf8').trim()).toBe(served);
      expect(await (await request.get(`${server.url}/impressum`)).text()).toContain(NEW_PHONE);
      await stop(server.child);

      expect(changedSince(marker, app)).toEqual([]);
      expect(existsSync(HOME)).toBe(false);
    } finally {
      if (server) await stop(server.child);
      execFileSync('chmod', ['-R', 'u+w', base]);
      rmSync(base, { recursive: true, force: true });
    }
  });

  test('refuses to start with a German message naming the data folder when it cannot write there', async () => {
    const user = ensureUser();
    const base = mkdtempSync(join(tmpdir(), 'fensterwerk-readonly-'));
    chmodSync(base, 0o755);
    const data = join(base, 'data');
    mkdirSync(data, { mode: 0o755 });
    try {
      const started = startAs(user, process.cwd(), data);
      await expect(started).rejects.toThrow(`Der Datenordner ${data} ist nicht beschreibbar (EACCES)`);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
