import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether a build was made from the sources, site address and company data that are here now. A build
 * bakes in PUBLIC_SITE_URL (canonical links, sitemap) and the company data of "Einstellungen → Firma"
 * (ADR 040), so a change of either needs a new build as well.
 */
export const BUILD_SOURCES = ['site', 'api/src', 'scripts', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const STAMP_FILE = 'build-stamp.json';
/** The digest of the company data alone, which the server compares at start (scripts/serve.ts, ADR 051). */
const COMPANY_FILE = 'company-digest';
const SERVER_ENTRY = 'server/entry.mjs';

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

/** `companyDigest`: the fingerprint of the company data the build reads (companyDigest in company-for-build.ts). */
export function sourceFingerprint(siteUrl: string, companyDigest: string, root = '.'): string {
  const hash = createHash('sha256').update(siteUrl).update(companyDigest);
  for (const source of BUILD_SOURCES) {
    for (const file of files(join(root, source))) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** `buildDir`: the build's folder, dist/ or one of the server's rebuilds (scripts/server/site-builds.ts). */
export function buildIsCurrent(siteUrl: string, companyDigest: string, root = '.', buildDir = join(root, 'dist')): boolean {
  const stamp = join(buildDir, STAMP_FILE);
  if (!existsSync(join(buildDir, SERVER_ENTRY)) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === sourceFingerprint(siteUrl, companyDigest, root);
}

export function writeBuildStamp(siteUrl: string, companyDigest: string, root = '.', buildDir = join(root, 'dist')): void {
  writeFileSync(join(buildDir, STAMP_FILE), `${sourceFingerprint(siteUrl, companyDigest, root)}\n`);
  writeFileSync(join(buildDir, COMPANY_FILE), `${companyDigest}\n`);
}

/** Whether the build in `buildDir` was made with the company data of this digest. */
export function builtWithCompany(companyDigest: string, buildDir: string): boolean {
  const file = join(buildDir, COMPANY_FILE);
  return existsSync(file) && readFileSync(file, 'utf8').trim() === companyDigest;
}
