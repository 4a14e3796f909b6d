import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/**
 * Compresses every text file of a build's client folder once, at build time (issue 24): Brotli at
 * quality 11 and gzip at level 9, written beside the original as `.br` and `.gz`. The server then sends
 * these bytes as they are instead of compressing each answer again (scripts/server/static-files.ts).
 * A copy that saves nothing is not written. Returns the number of files and their sizes.
 */
export function precompress(clientFolder: string) {
  let count = 0;
  let originalBytes = 0;
  let brotliBytes = 0;
  for (const path of files(clientFolder)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gzip = gzipSync(body, { level: 9 });
    if (brotli.length < body.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < body.length) writeFileSync(`${path}.gz`, gzip);
    count += 1;
    originalBytes += body.length;
    brotliBytes += Math.min(brotli.length, body.length);
  }
  return { count, originalBytes, brotliBytes };
}
