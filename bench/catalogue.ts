/**
 * The catalogue under growth (issue 11): requests per second of the public catalogue reads over loopback
 * (10 clients, 5 s each) with the seed catalogue, then again after 1,000 products and 10,000 options
 * were added the way the back office stores them (with categories and assignments); then an option
 * image of 4 MB uploaded through POST /api/admin/upload-option-image (time, the server's peak RSS growth).
 * Part of `npm run bench`; on its own: `node bench/catalogue.ts` (builds first unless --no-build).
 */
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../api/src/platform/db/client.ts';
import {
  optionCategories,
  options,
  productCategories,
  productCategoryAssignments,
  productLines,
  productOptions,
  products,
} from '../api/src/platform/db/schema.ts';
import { createTestUser } from '../api/testing/test-users.ts';
import { openServerDatabase } from '../tests/e2e/support/database.ts';
import type { RunningServer } from '../tests/e2e/support/server.ts';
import { residentMb, sampleResidentMemory } from './process-memory.ts';
import { runAloneWithServer, runsAlone } from './run-alone.ts';

const PRODUCTS = 1_000;
const OPTIONS = 10_000;
const OPTION_CATEGORIES = 20;

interface ReadFigure {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  answerBytes: number;
}

export interface CatalogueBenchResult {
  before: ReadFigure[];
  after: ReadFigure[];
  upload: {
    imageBytes: number;
    bodyBytes: number;
    status: number;
    ms: number;
    rssBeforeMb: number;
    rssPeakMb: number;
    rssGrowthMb: number;
  };
}

async function measureReads(baseUrl: string, productId: number): Promise<ReadFigure[]> {
  const figures: ReadFigure[] = [];
  for (const path of ['/api/products', `/api/product-options/${productId}`, '/api/public/products', '/api/public/product-lines']) {
    const answerBytes = await bytesOnTheWire(`${baseUrl}${path}`);
    const result = await autocannon({ url: `${baseUrl}${path}`, connections: 10, duration: 5, headers: BROWSER_ENCODINGS });
    figures.push({
      label: `GET ${path}`,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      answerBytes,
    });
  }
  return figures;
}

/**
 * What browsers accept: the catalogue's answers grow with it, and a browser gets them compressed. Asked
 * without, the bench measured the loopback's bandwidth (166 KB of JSON per answer with 1,000 products).
 */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, br' };

/** The answer's size as sent to a browser (compressed where the server compresses), not decoded. */
function bytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER_ENCODINGS }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Rows 0 … total-1 in chunks of `size`, each with the number of its first row: inserts stay under SQLite's variable limit. */
function chunks<T>(total: number, size: number, row: (n: number) => T): { start: number; values: T[] }[] {
  const result: { start: number; values: T[] }[] = [];
  for (let start = 0; start < total; start += size) result.push({ start, values: Array.from({ length: size }, (_, k) => row(start + k)) });
  return result;
}

/**
 * 1,000 active products in 10 new lines, each in a category of its line and with 10 of the 10,000 new
 * options (in 20 new option categories) assigned. They are configurator products; the shop's list keeps
 * its two products but has to look past 1,000 others to find them.
 */
async function growCatalogue(db: Database) {
  const lines = await db
    .insert(productLines)
    .values(Array.from({ length: 10 }, (_, n) => ({ name: `Bench-Linie ${n}` })))
    .returning({ id: productLines.id });
  const categories = await db
    .insert(productCategories)
    .values(lines.map((line, n) => ({ name: `Bench-Kategorie ${n}`, productLineId: line.id })))
    .returning({ id: productCategories.id, lineId: productCategories.productLineId });
  const optionGroups = await db
    .insert(optionCategories)
    .values(Array.from({ length: OPTION_CATEGORIES }, (_, n) => ({ name: `Bench-Optionen ${n}`, key: `bench_${n}`, orderIndex: 100 + n })))
    .returning({ id: optionCategories.id });
  const optionIds: number[] = [];
  const optionChunks = chunks(OPTIONS, 500, (n) => ({
    categoryId: optionGroups[n % OPTION_CATEGORIES]!.id,
    name: `Bench-Option ${n}`,
    priceModifier: (n % 50) * 100,
    orderIndex: Math.floor(n / OPTION_CATEGORIES),
  }));
  for (const { values } of optionChunks) {
    const rows = await db.insert(options).values(values).returning({ id: options.id });
    optionIds.push(...rows.map((row) => row.id));
  }
  const productChunks = chunks(PRODUCTS, 100, (n) => ({
    name: `Bench-Produkt ${n}`,
    category: 'fenster' as const,
    productLineId: lines[n % lines.length]!.id,
    basePrice: 10_000 + n,
  }));
  for (const { start, values } of productChunks) {
    const rows = await db.insert(products).values(values).returning({ id: products.id, lineId: products.productLineId });
    await db
      .insert(productCategoryAssignments)
      .values(rows.map((row) => ({ productId: row.id, categoryId: categories.find((category) => category.lineId === row.lineId)!.id })));
    await db
      .insert(productOptions)
      .values(
        rows.flatMap((row, k) =>
          Array.from({ length: 10 }, (_, j) => ({ productId: row.id, optionId: optionIds[((start + k) * 10 + j) % OPTIONS]! })),
        ),
      );
  }
}

/** A PNG of noise (which does not compress) of about 4 MB, as a data URL. */
async function fourMegabyteImage() {
  const edge = 1155;
  const png = await sharp(randomBytes(edge * edge * 3), { raw: { width: edge, height: edge, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { bytes: png.length, dataUrl: `data:image/png;base64,${png.toString('base64')}` };
}

async function timeUpload(server: RunningServer, token: string) {
  const image = await fourMegabyteImage();
  const body = JSON.stringify({ imageData: image.dataUrl, fileName: 'rauschen.png' });
  const rssBeforeMb = residentMb(server.pid);
  const sampler = sampleResidentMemory(server.pid, 5);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/admin/upload-option-image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body,
  });
  await response.arrayBuffer();
  const ms = Math.round(performance.now() - started);
  const rssPeakMb = sampler.stop();
  return {
    imageBytes: image.bytes,
    bodyBytes: body.length,
    status: response.status,
    ms,
    rssBeforeMb,
    rssPeakMb,
    rssGrowthMb: rssPeakMb - rssBeforeMb,
  };
}

export async function measureCatalogue(server: RunningServer): Promise<CatalogueBenchResult> {
  const db = await openServerDatabase(server.databaseUrl);
  try {
    const [window] = await db.select({ id: products.id }).from(products).where(eq(products.name, 'Kunststofffenster'));
    const admin = await createTestUser(db, { role: 'admin' });
    const before = await measureReads(server.url, window!.id);
    await growCatalogue(db);
    const after = await measureReads(server.url, window!.id);
    return { before, after, upload: await timeUpload(server, admin.token) };
  } finally {
    db.$client.close();
  }
}

export function printCatalogue(result: CatalogueBenchResult) {
  console.log(
    `\n== Katalog: Lesezugriffe vor und nach ${PRODUCTS} Produkten und ${OPTIONS} Optionen, 10 Clients je 5 s, Accept-Encoding: gzip, br (Ziel: höchstens 20 % langsamer) ==`,
  );
  console.table(
    result.before.map((before, index) => {
      const after = result.after[index]!;
      return {
        Anfrage: before.label,
        'Anfragen/s vorher': before.requestsPerSecond,
        'Anfragen/s nachher': after.requestsPerSecond,
        'Änderung %': Math.round(((after.requestsPerSecond - before.requestsPerSecond) / before.requestsPerSecond) * 100),
        'p99 ms nachher': after.p99Ms,
        'Antwort KB vorher': Math.round(before.answerBytes / 102.4) / 10,
        'Antwort KB nachher': Math.round(after.answerBytes / 102.4) / 10,
        'nicht 2xx': before.non2xx + after.non2xx,
      };
    }),
  );
  console.log('\n== Optionsbild hochladen: 4 MB (Ziel: < 1 s, Speicherzuwachs < 150 MB) ==');
  console.table([
    {
      'Bild KB': Math.round(result.upload.imageBytes / 1024),
      'Anfrage KB': Math.round(result.upload.bodyBytes / 1024),
      Status: result.upload.status,
      'Dauer ms': result.upload.ms,
      'Speicher vorher MB': result.upload.rssBeforeMb,
      'Speicher Spitze MB': result.upload.rssPeakMb,
      'Zuwachs MB': result.upload.rssGrowthMb,
    },
  ]);
}

if (runsAlone(import.meta.url)) await runAloneWithServer(async (server) => printCatalogue(await measureCatalogue(server)));
