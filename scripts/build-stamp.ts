import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether dist/ was built from the sources and site address that are here now. A build bakes in
 * PUBLIC_SITE_URL (canonical links, sitemap), so a changed address needs a new build as well.
 */
const SOURCES = ['site', 'api/src', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const STAMP_FILE = 'dist/build-stamp.json';
const SERVER_ENTRY = 'dist/server/entry.mjs';

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    yield* files(join(path, entry));
  }
}

export function sourceFingerprint(siteUrl: string, root = '.'): string {
  const hash = createHash('sha256').update(siteUrl);
  for (const source of SOURCES) {
    for (const file of files(join(root, source))) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function buildIsCurrent(siteUrl: string, root = '.'): boolean {
  const stamp = join(root, STAMP_FILE);
  if (!existsSync(join(root, SERVER_ENTRY)) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === sourceFingerprint(siteUrl, root);
}

export function writeBuildStamp(siteUrl: string, root = '.'): void {
  writeFileSync(join(root, STAMP_FILE), `${sourceFingerprint(siteUrl, root)}\n`);
}
