import { mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * Issue 31: a second `npm start` rebuilt dist/ beside the running server, and a request for /impressum
 * ended the process (ENOENT, "Emitted 'error' event on ReadStream instance"). The bundled server serves
 * its own copy of the build in a folder of builds of its own (ADR 051), so the files can go from under it
 * without touching the shared server's.
 */
let server: RunningServer;
let builds: string;

test.beforeAll(async () => {
  builds = mkdtempSync(join(tmpdir(), 'fensterwerk-builds-'));
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
  // The copy of dist/ the server made at start and serves, named by its pointer.
  const served = join(builds, readFileSync(join(builds, 'current'), 'utf8').trim());
  const page = join(served, 'client', 'impressum', 'index.html');
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
