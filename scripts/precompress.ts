import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli11 = promisify(brotliCompress);
const gzip9 = promisify(gzip);

/** The text files worth compressing; images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost (the threshold the server uses too). */
const MIN_BYTES = 1024;

function* files(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Runs `work` on every item, at most `limit` at a time; resolves once all are done. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Compresses every text file of a build's client folder once, at build time (issue 24): Brotli at
 * quality 11 and gzip at level 9, written beside the original as `.br` and `.gz`. The server then sends
 * these bytes as they are instead of compressing each answer again (scripts/server/static-files.ts).
 * A copy that saves nothing is not written. Quality 11 is slow (about 8 CPU-s for the whole site, a third
 * of a build), so the files are compressed on libuv's thread pool, one per core at a time: a rebuild after
 * a change of the company data and each build of an update wait half as long on two cores.
 * Returns the number of files and their sizes.
 */
export async function precompress(clientFolder: string, parallel = availableParallelism()) {
  let count = 0;
  let originalBytes = 0;
  let brotliBytes = 0;
  const paths = [...files(clientFolder)].filter((path) => COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES);
  await eachLimited(paths, parallel, async (path) => {
    const body = await readFile(path);
    const [brotli, gzipped] = await Promise.all([
      brotli11(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip9(body, { level: 9 }),
    ]);
    if (brotli.length < body.length) await writeFile(`${path}.br`, brotli);
    if (gzipped.length < body.length) await writeFile(`${path}.gz`, gzipped);
    count += 1;
    originalBytes += body.length;
    brotliBytes += Math.min(brotli.length, body.length);
  });
  return { count, originalBytes, brotliBytes };
}
