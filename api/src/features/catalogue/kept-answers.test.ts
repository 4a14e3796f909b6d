import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../app.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { testCatalogue } from '../../../testing/test-catalogue.ts';
import { createCatalogueAnswerCache, VERSION_TRUSTED_MS, type CatalogueAnswerCache } from './answer-cache.ts';
import { keptCatalogueAnswers } from './kept-answers.ts';
import { ensureShopSettings, seedCatalogue } from './seed/seed-catalogue.ts';

/**
 * The server's early answer against the API's own: a node:http server that has nothing but the early
 * answer and says 418 for everything it passes on, so a 200 here was answered without the API.
 */
let database: TestDatabase;
let cache: CatalogueAnswerCache;
let api: ReturnType<typeof createApi>;
let server: http.Server;
let port: number;
/** The cache's clock: it stands still unless a test moves it, however slowly the machine runs. */
let now = 1_000_000;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureShopSettings(database.db);
  await seedCatalogue(database.db, testCatalogue);
  cache = createCatalogueAnswerCache(database.db, { clock: () => now });
  api = createApi({ db: database.db, config: database.config, catalogueCache: cache });
  const early = keptCatalogueAnswers(cache);
  server = http.createServer((req, res) => {
    if (!early(req, res)) res.writeHead(418).end('an die API');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  database.cleanup();
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

const PATHS = ['/api/public/product-lines', '/api/products', '/api/public/products'];
const HEADERS = ['cache-control', 'etag', 'vary', 'content-type', 'content-encoding'];

describe('kept catalogue answers before the API', () => {
  it('pass a read on while nothing is kept, then answer it with the API’s status, headers and bytes', async () => {
    for (const path of PATHS) expect((await rawGet(path)).status).toBe(418);

    for (const encoding of ['br', 'gzip', 'identity']) {
      for (const path of PATHS) {
        const fromApi = await api.request(path, { headers: { 'Accept-Encoding': encoding } });
        const early = await rawGet(path, { 'Accept-Encoding': encoding });
        expect(early.status, `${path} ${encoding}`).toBe(200);
        for (const name of HEADERS) expect(early.headers[name], `${path} ${encoding} ${name}`).toBe(fromApi.headers.get(name) ?? undefined);
        expect(early.body.equals(Buffer.from(await fromApi.arrayBuffer())), `${path} ${encoding}`).toBe(true);
        expect(Number(early.headers['content-length'])).toBe(early.body.length);
      }
    }
  });

  it('answer 304 without a body for the ETag the browser holds', async () => {
    const first = await rawGet('/api/public/product-lines');
    const again = await rawGet('/api/public/product-lines', { 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('leave HEAD, other addresses and addresses with a query to the API', async () => {
    await api.request('/api/public/product-lines');
    expect((await rawGet('/api/public/product-lines', {}, 'HEAD')).status).toBe(418);
    expect((await rawGet('/api/public/product-lines?x=1')).status).toBe(418);
    expect((await rawGet('/api/public/shop-status')).status).toBe(418);
  });

  it('stop answering once the catalogue version is no longer trusted, so another process’s change shows', async () => {
    await api.request('/api/public/product-lines');
    expect((await rawGet('/api/public/product-lines')).status).toBe(200);
    now += VERSION_TRUSTED_MS - 1;
    expect((await rawGet('/api/public/product-lines')).status).toBe(200);
    now += 1;
    expect((await rawGet('/api/public/product-lines')).status).toBe(418);
    // The API reads the version again and the answer is current once more.
    await api.request('/api/public/product-lines');
    expect((await rawGet('/api/public/product-lines')).status).toBe(200);
  });

  it('stop answering at once after a change through this process', async () => {
    await api.request('/api/public/product-lines');
    expect((await rawGet('/api/public/product-lines')).status).toBe(200);
    cache.invalidate();
    expect((await rawGet('/api/public/product-lines')).status).toBe(418);
  });
});
