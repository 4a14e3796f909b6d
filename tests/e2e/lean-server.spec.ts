import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { solidPng } from './support/png.ts';

/**
 * The serving process production runs (issue 24, ADR 044): `npm run serve` / systemd start
 * `scripts/start.ts --no-build`, which replaces itself by the bundled server, and the heavy native
 * modules load on first use only.
 */
let folder: string;
let child: ChildProcess;
let base: string;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'fensterwerk-lean-'));
  child = spawn(process.execPath, ['scripts/start.ts', '--no-build'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(folder, 'app.db')}`,
      OUTBOX_DIR: join(folder, 'outbox'),
      UPLOAD_DIR: join(folder, 'uploads'),
      BACKUP_DIR: join(folder, 'backups'),
      ERASURE_REGISTER: join(folder, 'erasure-register.jsonl'),
      ADMIN_PASSWORD: 'admin-passwort',
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  base = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /läuft auf (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`Server endete mit Code ${code}:\n${output}`)));
  });
});

test.afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
});

const commandLine = () => readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
const mappedFiles = () => readFileSync(`/proc/${child.pid}/maps`, 'utf8');

test('the launcher becomes the bundled server in the same process, with its Node flags', async () => {
  const args = commandLine();
  expect(args.slice(1)).toEqual(['--max-semi-space-size=16', 'dist/serve.mjs']);
  expect((await fetch(`${base}/`)).status).toBe(200);
  expect((await fetch(`${base}/api/public/product-lines`)).status).toBe(200);
});

test('sharp (libvips) is loaded with the first image upload, not at start', async () => {
  expect(mappedFiles()).not.toContain('libvips');

  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.0.1' },
    body: JSON.stringify({ username: 'admin', password: 'admin-passwort' }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const upload = await fetch(`${base}/api/admin/upload-option-image`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Forwarded-For': '10.9.0.1' },
    body: JSON.stringify({ imageData: `data:image/png;base64,${solidPng(8, 8, [200, 30, 30]).toString('base64')}`, fileName: 'rot.png' }),
  });
  expect(upload.status).toBe(201);
  expect(mappedFiles()).toContain('libvips');
});
