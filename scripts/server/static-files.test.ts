import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../../api/src/runtime.ts';
import { securityHeaders } from '../../api/src/platform/http/security-headers.ts';
import { precompress } from '../precompress.ts';
import { startTestRuntime } from './test-runtime.ts';
import { createHttpServer, SERVER_TIMEOUTS } from './http-server.ts';
import { loadStaticFiles, serveStaticFile } from './static-files.ts';

// Issue 24: the build's files compressed once at build time and answered from memory, with the same
// security headers as before, ETag/304, and everything else left to Astro's handler.
let folder: string;
let runtime: Runtime;
let base: string;
let close: () => void;
const page = `<!DOCTYPE html><html lang="de"><body>${'<p>Fenster und Türen aus Norddeutschland.</p>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'fensterwerk-static-'));
  const client = join(folder, 'client');
  mkdirSync(join(client, 'about'), { recursive: true });
  mkdirSync(join(client, '_astro'), { recursive: true });
  writeFileSync(join(client, 'index.html'), page);
  writeFileSync(join(client, 'about', 'index.html'), page.replace('Fenster', 'Über uns'));
  writeFileSync(join(client, '_astro', 'app.a1b2c3.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(client, 'klein.txt'), 'kurz');
  mkdirSync(join(client, 'impressum'));
  writeFileSync(join(client, 'impressum', 'index.html'), page.replace('Fenster', 'Impressum'));
  mkdirSync(join(client, 'datenschutz'));
  writeFileSync(join(client, 'datenschutz', 'index.html'), page.replace('Fenster', 'Datenschutz'));
  expect((await precompress(client)).count).toBe(5);
  runtime = await startTestRuntime(folder, { BACKUP_ENABLED: 'false' });
  const files = loadStaticFiles(client);
  const server = createHttpServer(
    runtime,
    (_req, res) => res.writeHead(404, { 'X-Astro': 'ja' }).end(),
    SERVER_TIMEOUTS,
    (req, res, baseHeaders) => serveStaticFile(files, req, res, baseHeaders),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    server.closeAllConnections();
    server.close();
  };
});
afterAll(async () => {
  close();
  await runtime.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** The raw answer: node:http, because fetch would decode the body itself. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: { get: (name: string) => string | null }; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: { get: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null },
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

describe('the build’s files from memory', () => {
  it('sends the Brotli copy to a client that takes it, gzip to one that takes only gzip, the plain bytes otherwise', async () => {
    const br = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);

    const gzip = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);

    const plain = await get('/', { 'Accept-Encoding': 'br;q=0, identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(page);
  });

  it('keeps the security headers exactly on a precompressed answer', async () => {
    const answer = await get('/about', { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    for (const [name, value] of Object.entries(securityHeaders(runtime.config.PUBLIC_SITE_URL))) {
      expect(answer.headers.get(name), name).toBe(value);
    }
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0');
  });

  it('keeps them on a 304 and on a catalogue answer the server sends before the API (kept-answers.ts)', async () => {
    const first = await get('/about');
    const unchanged = await get('/about', { 'If-None-Match': first.headers.get('etag')! });
    // The first read goes through the API and keeps the answer; the second is answered before it.
    await get('/api/public/product-lines', { 'Accept-Encoding': 'br' });
    const kept = await get('/api/public/product-lines', { 'Accept-Encoding': 'br' });
    expect(unchanged.status).toBe(304);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('etag')).toBe((await get('/api/public/product-lines')).headers.get('etag'));
    for (const answer of [unchanged, kept]) {
      for (const [name, value] of Object.entries(securityHeaders(runtime.config.PUBLIC_SITE_URL))) {
        expect(answer.headers.get(name), name).toBe(value);
      }
    }
  });

  it('answers 304 for a known ETag and marks hashed assets immutable for a year', async () => {
    const first = await get('/_astro/app.a1b2c3.js', { 'Accept-Encoding': 'br' });
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag')!;
    const again = await get('/_astro/app.a1b2c3.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('leaves what is not a file of the build to Astro: a trailing slash, an unknown path, a write', async () => {
    for (const path of ['/about/', '/gibt-es-nicht']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('x-astro'), path).toBe('ja');
    }
    const post = await fetch(`${base}/`, { method: 'POST' });
    expect(post.headers.get('x-astro')).toBe('ja');
    // A file too small to compress is served as it is.
    const small = await get('/klein.txt', { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.body.toString()).toBe('kurz');
  });
});

describe('a file of the build that is gone from disk', () => {
  // Issue 31: a second `npm start` rebuilt dist/ beside the running server, and the read stream's
  // unhandled ENOENT for /impressum ended the process. The compressed copies are held in memory; the
  // plain bytes are read from disk for each answer.
  it('answers 500 with a log line for the plain bytes, from memory for br and gzip, and the server goes on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const name of ['index.html', 'index.html.br', 'index.html.gz']) unlinkSync(join(folder, 'client', 'impressum', name));
      const br = await get('/impressum', { 'Accept-Encoding': 'br' });
      const gzip = await get('/impressum', { 'Accept-Encoding': 'gzip' });
      const plain = await get('/impressum');
      expect([br.status, gzip.status]).toEqual([200, 200]);
      expect(brotliDecompressSync(br.body).toString()).toContain('Impressum');
      expect(plain.status).toBe(500);
      expect(plain.headers.get('cache-control')).toBe('no-store');
      expect(plain.headers.get('content-security-policy')).toBe(securityHeaders(runtime.config.PUBLIC_SITE_URL)['Content-Security-Policy']);
      expect(plain.body.toString()).toBe('Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.');
      expect(String(logged.mock.calls[0]?.[0])).toMatch(/impressum\/index\.html nicht lesbar: .*ENOENT/);
      expect((await get('/')).status).toBe(200);
    } finally {
      logged.mockRestore();
    }
  });

  it('answers 500, not the bytes of another build under the loaded Content-Length, when the file was replaced', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      writeFileSync(join(folder, 'client', 'datenschutz', 'index.html'), '<p>Neuer Build</p>');
      const plain = await get('/datenschutz');
      expect(plain.status).toBe(500);
      expect(String(logged.mock.calls[0]?.[0])).toMatch(/datenschutz\/index\.html nicht lesbar: .*anderen Build/);
      expect((await get('/datenschutz', { 'Accept-Encoding': 'gzip' })).status).toBe(200);
    } finally {
      logged.mockRestore();
    }
  });
});
