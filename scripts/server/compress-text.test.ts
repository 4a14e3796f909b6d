import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, compressText } from './compress-text.ts';

const page = '<!doctype html><p>Fenster und Türen aus Norddeutschland.</p>\n'.repeat(100);
/** Text that hardly compresses, larger than the gzip stream's buffer: the writer must wait for it. */
const large = randomBytes(300_000).toString('base64');

/** The ways the API and Astro answer: writeHead with headers and end, setHeader and a piped stream. */
const answers: Record<string, (res: http.ServerResponse) => void> = {
  '/whole': (res) =>
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(page)) }).end(page),
  '/piped': (res) => {
    res.setHeader('Content-Type', 'application/javascript');
    Readable.from([page.slice(0, 2000), page.slice(2000)]).pipe(res);
  },
  '/large-piped': (res) => {
    res.setHeader('Content-Type', 'text/html');
    Readable.from(large.match(/[\s\S]{1,16384}/g)!).pipe(res);
  },
  '/small': (res) => res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '11' }).end('{"ok":true}'),
  '/small-end': (res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"ok":true}');
  },
  '/image': (res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(4096)),
  '/unchanged': (res) => res.writeHead(304, { 'Content-Type': 'text/html' }).end(),
};

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    compressText(req, res);
    answers[req.url!]!(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function get(path: string, { method = 'GET', acceptEncoding = 'gzip, deflate, br' } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('compressText', () => {
  it.each(['/whole', '/piped'])('gzips a text answer of at least 1 KB (%s), without its old length', async (path) => {
    const answer = await get(path);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(gunzipSync(answer.body).toString('utf8')).toBe(page);
  });

  it("passes the gzip stream's backpressure on to a piped writer, so a large file arrives whole", async () => {
    const answer = await get('/large-piped');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(large);
  });

  it('leaves small answers, images, 304, HEAD and clients without gzip alone', async () => {
    const small = await get('/small');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');
    expect((await get('/small-end')).headers['content-encoding']).toBeUndefined();
    expect((await get('/image')).headers['content-encoding']).toBeUndefined();
    expect((await get('/image')).body.length).toBe(4096);
    expect((await get('/unchanged')).status).toBe(304);
    const head = await get('/whole', { method: 'HEAD' });
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(page)));
    const refused = await get('/whole', { acceptEncoding: 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString('utf8')).toBe(page);
  });
});

describe('acceptsGzip', () => {
  it('reads the codings and their quality', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
