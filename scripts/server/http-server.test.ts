import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../api/src/runtime.ts';
import { startTestRuntime } from './test-runtime.ts';
import { createHttpServer, SERVER_TIMEOUTS, type ServerTimeouts } from './http-server.ts';

/** Astro's handler is not needed for /api; these tests only call the API through the real server. */
const noPages = (_req: http.IncomingMessage, res: http.ServerResponse) => void res.end();

let folder: string;
let runtime: Runtime;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'fensterwerk-http-'));
  runtime = await startTestRuntime(folder);
});
afterAll(async () => {
  await runtime.stop();
  rmSync(folder, { recursive: true, force: true });
});

async function listening(timeouts?: ServerTimeouts) {
  const server = createHttpServer(runtime, noPages, timeouts);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request through a keep-alive agent with a single socket, so a second request reuses the first's connection. */
function send(
  agent: http.Agent,
  port: number,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('an answer given before the request body was read', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening();
  });
  afterAll(() => server.close());

  const tooLarge = JSON.stringify({ nachricht: 'x'.repeat(300 * 1024) });

  it.each([
    ['413 for a body too large (Content-Length)', { 'Content-Type': 'application/json', 'Content-Length': String(tooLarge.length) }, 413],
    ['413 for a body too large (chunked)', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, 413],
    ['415 for a body that is not JSON', { 'Content-Type': 'text/plain', 'Content-Length': String(tooLarge.length) }, 415],
    [
      '403 for a request from another site',
      { 'Content-Type': 'application/json', 'Content-Length': String(tooLarge.length), 'Sec-Fetch-Site': 'cross-site' },
      403,
    ],
  ])('%s leaves the keep-alive client a working connection for its next request', async (_label, headers, status) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, server.port, '/api/funnel/submit', { method: 'POST', headers, body: tooLarge });
      const next = await send(agent, server.port, '/api/health').catch((error: NodeJS.ErrnoException) => error.code);
      expect(refused.status).toBe(status);
      expect(next).toMatchObject({ status: 200 });
      // The refused body is read to its end and discarded (ADR 047): the connection stays usable.
      expect(refused.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  });

  it('keeps the connection of an ordinary request open', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = JSON.stringify({});
      const answer = await send(agent, server.port, '/api/funnel/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
        body,
      });
      expect(answer.status).toBe(400);
      expect(answer.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  });
});

describe('uploaded option images', () => {
  it('are served under /uploads/ from UPLOAD_DIR with their type, nosniff and a long cache; other names are not', async () => {
    const server = await listening();
    try {
      mkdirSync(runtime.config.UPLOAD_DIR, { recursive: true });
      const name = `${'ab'.repeat(16)}.png`;
      writeFileSync(join(runtime.config.UPLOAD_DIR, name), 'PNG-BYTES');
      writeFileSync(join(runtime.config.UPLOAD_DIR, 'notiz.html'), '<script>alert(1)</script>');
      const response = await fetch(`http://127.0.0.1:${server.port}/uploads/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe('PNG-BYTES');
      expect((await fetch(`http://127.0.0.1:${server.port}/uploads/notiz.html`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('an upload above the image limit is refused by its Content-Length before the body is read', async () => {
    const server = await listening();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = JSON.stringify({ imageData: `data:image/png;base64,${'A'.repeat(8 * 1024 * 1024)}` });
      const refused = await send(agent, server.port, '/api/admin/upload-option-image', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
        body,
      });
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({ error: 'Die Datei ist zu groß. Maximalgröße: 5MB.' });
      expect(refused.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
      server.close();
    }
  });
});

/** Writes raw bytes and resolves with everything the server sent until it closed the connection. */
function rawExchange(port: number, bytes: string) {
  return new Promise<{ reply: string; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('close', () => resolve({ reply, ms: Date.now() - started }));
    socket.on('error', reject);
  });
}

describe('a refused body declared beyond 64 MB', () => {
  it('is not read: the answer closes the connection and says so', async () => {
    const server = await listening();
    try {
      const { reply } = await rawExchange(
        server.port,
        'POST /api/funnel/submit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\n\r\n{"vorname":',
      );
      expect(reply).toMatch(/^HTTP\/1\.1 413/);
      expect(reply).toMatch(/\r\nConnection: close\r\n/i);
    } finally {
      server.close();
    }
  });
});

describe('server timeouts', () => {
  it('are set for production', () => {
    expect(SERVER_TIMEOUTS).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 2_000,
    });
  });

  const short = { headersTimeout: 300, requestTimeout: 600, keepAliveTimeout: 300, connectionsCheckingInterval: 50 };
  /**
   * Far above the short timeouts (a loaded CI machine may answer late) and below the production ones
   * (10 s, 30 s): a server that ignored the timeouts it is given fails here.
   */
  const CUT_OFF_WITHIN_MS = 8_000;

  it('cut off a request whose body stops half-way', async () => {
    const server = await listening(short);
    try {
      const { reply, ms } = await rawExchange(
        server.port,
        'POST /api/funnel/submit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"vorname":',
      );
      expect(reply).toMatch(/^HTTP\/1\.1 408/);
      expect(ms).toBeLessThan(CUT_OFF_WITHIN_MS);
    } finally {
      server.close();
    }
  });

  it('cut off a request whose headers stop half-way', async () => {
    const server = await listening(short);
    try {
      const { reply, ms } = await rawExchange(server.port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      expect(reply).toMatch(/^HTTP\/1\.1 408/);
      expect(ms).toBeLessThan(CUT_OFF_WITHIN_MS);
    } finally {
      server.close();
    }
  });
});
