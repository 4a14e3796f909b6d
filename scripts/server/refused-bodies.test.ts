import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApiServer } from '../../api/testing/api-server-child.ts';
import { createTestDatabase, type TestDatabase } from '../../api/testing/test-database.ts';
import { createTestUser } from '../../api/testing/test-users.ts';

// Issue 31: a refused body ended in a network error instead of its German message (EPIPE two times in
// three for a 6 MB upload with Node's fetch), because the connection was closed while the client still
// sent. The real server in a process of its own (in one process the client's writes and the server's
// close take turns on one event loop, and the race never shows); an admin session, as the back office has.
let database: TestDatabase;
let server: ChildProcess;
let base: string;
let auth: { Authorization: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const { config } = database;
  const started = await spawnApiServer({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    OUTBOX_DIR: config.OUTBOX_DIR,
    UPLOAD_DIR: config.UPLOAD_DIR,
    BACKUP_DIR: config.BACKUP_DIR,
    ERASURE_REGISTER: config.ERASURE_REGISTER,
    BACKUP_ENABLED: 'false',
    ADMIN_PASSWORD: 'admin-passwort',
  });
  server = started.process;
  base = started.url;
  auth = { Authorization: `Bearer ${(await createTestUser(database.db, { role: 'admin' })).token}` };
}, 60_000);
afterAll(() => {
  server.kill();
  database.cleanup();
});

const IMAGE_TOO_LARGE = { error: 'Die Datei ist zu groß. Maximalgröße: 5MB.' };
const UPLOAD = '/api/admin/upload-option-image';
/** A 6 MB "photo": the bytes do not matter, the size is refused before they are looked at. */
const photo = Buffer.alloc(6 * 1024 * 1024, 0xab);

/** Status and parsed answer, or the network error's code where there was no answer. */
async function send(path: string, init: RequestInit) {
  try {
    const response = await fetch(`${base}${path}`, { method: 'POST', ...init, headers: { ...auth, ...init.headers } });
    return { status: response.status, body: (await response.json()) as unknown };
  } catch (error) {
    return { error: String((error as Error & { cause?: unknown }).cause ?? error) };
  }
}

describe('a body refused for its size', () => {
  it('answers a 6 MB image upload, sent as the back office sends it (a data URL in JSON), with 413 and its German message ten times out of ten', async () => {
    const body = JSON.stringify({ imageData: `data:image/jpeg;base64,${photo.toString('base64')}`, fileName: 'fenster.jpg' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await send(UPLOAD, { headers: { 'Content-Type': 'application/json' }, body });
      expect(answer, `Versuch ${attempt + 1}`).toEqual({ status: 413, body: IMAGE_TOO_LARGE });
    }
  });

  it('answers a client that waits for 100 Continue', async () => {
    const body = JSON.stringify({ imageData: `data:image/jpeg;base64,${photo.toString('base64')}`, fileName: 'fenster.jpg' });
    const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const request = http.request(
        `${base}${UPLOAD}`,
        {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json', 'Content-Length': String(body.length), Expect: '100-continue' },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
        },
      );
      request.on('continue', () => request.end(body));
      request.on('error', reject);
    });
    expect(answer).toEqual({ status: 413, body: IMAGE_TOO_LARGE });
  });

  it('answers a JSON body above 100 KB on any other route with its own message, ten times out of ten', async () => {
    const body = JSON.stringify({ name: 'Jan Ost', message: 'x'.repeat(6 * 1024 * 1024) });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await send('/api/contact', { headers: { 'Content-Type': 'application/json' }, body });
      expect(answer, `Versuch ${attempt + 1}`).toEqual({ status: 413, body: { error: 'Die Anfrage ist zu groß (höchstens 100 KB).' } });
    }
  });
});
