import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type http from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { chooseEncoding, type Encoding } from '../../api/src/platform/http/accept-encoding.ts';
import { answerInternalError } from './internal-error.ts';

/**
 * The build's files answered straight from memory (issue 24): every page Astro pre-rendered and every
 * asset, with the Brotli and gzip copies the build made (scripts/precompress.ts), picked by the client's
 * Accept-Encoding. No compression per request, no trip through Astro's handler; ETag and 304, a year's
 * immutable caching for the hashed assets under /_astro/. What is not a file of the build (on-demand
 * pages, a path with a trailing slash that Astro redirects, an unknown type) goes on to Astro as before.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Larger files are read from disk for each answer instead of being held (none of the build's are today). */
const HELD_BYTES = 512 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0';

interface Variant {
  path: string;
  size: number;
  etag: string;
  body: Buffer | null;
  /** The answer's own headers as a flat name/value list, made once (see serveStaticFile). */
  headers: { ok: string[]; notModified: string[] };
}

interface StaticFile {
  variants: Partial<Record<Encoding, Variant>>;
}

function* files(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

interface FileHeaders {
  type: string;
  cacheControl: string;
  lastModified: string;
}

function variant(path: string, encoding: Encoding, file: FileHeaders, held = true): Variant {
  const size = statSync(path).size;
  const bytes = readFileSync(path);
  const tag = encoding === 'identity' ? '' : encoding === 'br' ? '-br' : '-gz';
  const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}${tag}"`;
  const notModified = [
    'Content-Type',
    file.type,
    'Cache-Control',
    file.cacheControl,
    'Last-Modified',
    file.lastModified,
    'ETag',
    etag,
    'Vary',
    'Accept-Encoding',
  ];
  const ok = [...notModified, ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]), 'Content-Length', String(size)];
  return { path, size, etag, body: held && size <= HELD_BYTES ? bytes : null, headers: { ok, notModified } };
}

/** The URL a file answers: /about for about/index.html (trailingSlash 'never'), / for index.html. */
function urlOf(folder: string, path: string): string[] {
  const url = `/${relative(folder, path).split(sep).join('/')}`;
  if (url === '/index.html') return ['/', url];
  if (url.endsWith('/index.html')) return [url.slice(0, -'/index.html'.length), url];
  return [url];
}

/** Reads a build's client folder into a map of URL → file with its encodings. */
export function loadStaticFiles(folder: string): Map<string, StaticFile> {
  const map = new Map<string, StaticFile>();
  if (!existsSync(folder)) return map;
  for (const path of files(folder)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const type = TYPES[extname(path).toLowerCase()];
    if (!type) continue;
    const headers: FileHeaders = {
      type,
      cacheControl: path.includes(`${sep}_astro${sep}`) ? IMMUTABLE : REVALIDATE,
      lastModified: statSync(path).mtime.toUTCString(),
    };
    const compressed = {
      ...(existsSync(`${path}.br`) ? { br: variant(`${path}.br`, 'br', headers) } : {}),
      ...(existsSync(`${path}.gz`) ? { gzip: variant(`${path}.gz`, 'gzip', headers) } : {}),
    };
    // The plain bytes of a file with compressed copies are asked for rarely (nearly every client takes gzip):
    // read from disk then, not held, which keeps 4 MB of the build out of the serving process (ADR 044);
    // one gone from disk by then answers 500 (ADR 047).
    const identity = variant(path, 'identity', headers, Object.keys(compressed).length === 0);
    const file: StaticFile = { variants: { identity, ...compressed } };
    for (const url of urlOf(folder, path)) map.set(url, file);
  }
  return map;
}

/** Whether If-None-Match names one of the file's representations (weak comparison, RFC 9110 13.1.2). */
function notModified(header: string | undefined, file: StaticFile): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const tags = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return Object.values(file.variants).some((variant) => tags.includes(variant.etag));
}

/**
 * Answers GET and HEAD for a file of the build; false when the request is not for one (the caller hands
 * it to Astro). `baseHeaders` are the server's security headers (http-server.ts) as a flat name/value
 * list: written with the file's own in one writeHead, not header by header, which cost about a fifth
 * of the answer's time.
 */
export function serveStaticFile(
  files: Map<string, StaticFile>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  baseHeaders: readonly string[] = [],
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return false;
    }
  }
  const file = files.get(path);
  if (!file) return false;
  const encoding = chooseEncoding(req.headers['accept-encoding'], file.variants);
  const chosen = file.variants[encoding]!;
  if (notModified(req.headers['if-none-match'], file)) {
    res.writeHead(304, [...baseHeaders, ...chosen.headers.notModified]).end();
    return true;
  }
  if (!chosen.body && req.method !== 'HEAD') {
    sendFromDisk(chosen, res, baseHeaders).catch((error: unknown) => {
      console.error(`[website] ${chosen.path} nicht lesbar: ${String(error)}`);
      answerInternalError(res, baseHeaders);
    });
    return true;
  }
  res.writeHead(200, [...baseHeaders, ...chosen.headers.ok]);
  if (req.method === 'HEAD') res.end();
  else res.end(chosen.body);
  return true;
}

/**
 * A file read from disk for its answer. The build may change under the running server (a second
 * `npm start` or the update's `npm run build` writes dist/ anew), and an unhandled error of the read
 * stream would end the process. So the file is opened before the head is written, and one that is gone
 * or is no longer the one loaded (another size than the Content-Length sent) fails while the answer
 * can still be a 500. A client that leaves mid-answer is no failure of the file.
 */
async function sendFromDisk(variant: Variant, res: http.ServerResponse, baseHeaders: readonly string[]): Promise<void> {
  const file = await open(variant.path);
  const { size } = await file.stat().catch(async (error: unknown) => {
    await file.close();
    throw error;
  });
  if (size !== variant.size) {
    await file.close();
    throw new Error(`${size} Bytes statt ${variant.size}: die Datei gehört zu einem anderen Build`);
  }
  res.writeHead(200, [...baseHeaders, ...variant.headers.ok]);
  await pipeline(file.createReadStream(), res).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  });
}
