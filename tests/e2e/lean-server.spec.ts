import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { solidPng } from './support/png.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * The serving process production runs (issue 24, ADR 044): `npm run serve` / systemd start
 * `scripts/start.ts --no-build`, which replaces itself by the bundled server, and the heavy native
 * modules load on first use only.
 */
let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({}, ['scripts/start.ts', '--no-build']);
});
test.afterAll(() => server.stop());

const commandLine = () => readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
const mappedFiles = () => readFileSync(`/proc/${server.pid}/maps`, 'utf8');

test('the launcher becomes the bundled server in the same process, with its Node flags', async () => {
  expect(commandLine().slice(1)).toEqual(['--max-semi-space-size=16', '--no-allocation-site-pretenuring', '--expose-gc', 'dist/serve.mjs']);
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  expect((await fetch(`${server.url}/api/public/product-lines`)).status).toBe(200);
});

test('a second server on the same port stops with a German message and exit code 1, not a stack trace', async () => {
  const port = new URL(server.url).port;
  const secondFolder = `${server.folder}-zweiter`;
  const failure = await promisify(execFile)(process.execPath, ['scripts/start.ts', '--no-build'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: port,
      DATA_DIR: secondFolder,
      ADMIN_PASSWORD: 'admin-passwort',
    },
    timeout: 20_000,
  })
    .catch((error: { code: number; stderr: string }) => error)
    .finally(() => rmSync(secondFolder, { recursive: true, force: true }));
  expect(failure).toMatchObject({ code: 1 });
  const { stderr } = failure as { stderr: string };
  expect(stderr).toContain(`[start] Port ${port} auf 127.0.0.1 ist schon belegt`);
  expect(stderr).not.toMatch(/\n\s+at /);
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
});

test('sharp (libvips) is loaded with the first image upload, not at start', async () => {
  expect(mappedFiles()).not.toContain('libvips');

  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.0.1' },
    body: JSON.stringify({ username: 'admin', password: 'admin-passwort' }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const upload = await fetch(`${server.url}/api/admin/upload-option-image`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Forwarded-For': '10.9.0.1' },
    body: JSON.stringify({ imageData: `data:image/png;base64,${solidPng(8, 8, [200, 30, 30]).toString('base64')}`, fileName: 'rot.png' }),
  });
  expect(upload.status).toBe(201);
  expect(mappedFiles()).toContain('libvips');
});
