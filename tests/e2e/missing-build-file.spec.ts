import { cpSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * Issue 31: a second `npm start` rebuilt dist/ beside the running server, and a request for /impressum
 * ended the process (ENOENT, "Emitted 'error' event on ReadStream instance"). The bundled server runs on
 * a copy of the build (served through a rebuild pointer of its own, ADR 040), so the files can go from
 * under it without touching the shared server's.
 */
let server: RunningServer;
let builds: string;

test.beforeAll(async () => {
  // Inside the project, where a build finds node_modules.
  mkdirSync('dist-rebuilds', { recursive: true });
  builds = mkdtempSync(join('dist-rebuilds', 'e2e-'));
  for (const part of ['client', 'server']) cpSync(join('dist', part), join(builds, 'build-copy', part), { recursive: true });
  writeFileSync(join(builds, 'current'), 'build-copy\n');
  server = await startServer({ SITE_BUILDS_DIR: builds });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(builds, { recursive: true, force: true });
});

/** node:http, which sends no Accept-Encoding unless told (fetch always asks for br and gzip). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers }, (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('a page deleted from the served build is answered, with every encoding, and the server stays up', async () => {
  const page = join(builds, 'build-copy', 'client', 'impressum', 'index.html');
  for (const file of [page, `${page}.br`, `${page}.gz`]) unlinkSync(file);

  // The compressed copies were loaded into memory; the plain bytes are read from disk for each answer.
  expect((await get('/impressum', { 'Accept-Encoding': 'br' })).status).toBe(200);
  expect((await get('/impressum', { 'Accept-Encoding': 'gzip' })).status).toBe(200);
  const plain = await get('/impressum');
  expect(plain.status).toBe(500);
  expect(Buffer.from(plain.body, 'latin1').toString()).toBe(
    'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  );

  expect((await get('/')).status).toBe(200);
  expect(alive(server.pid)).toBe(true);
  expect(server.output()).toMatch(/impressum\/index\.html nicht lesbar: .*ENOENT/);
  expect(server.output()).not.toContain("Emitted 'error' event");
});
