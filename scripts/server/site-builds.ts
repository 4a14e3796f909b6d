import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../api/src/config.ts';

/**
 * Where the pages being served come from (ADR 040, 051): a folder of its own for each build under
 * SITE_BUILDS_DIR (default DATA_DIR/site), never dist/ itself, which `npm run build` rewrites while the
 * server runs. At start the server copies dist/ there once per release (adoptRelease); after a change of
 * the company data it rebuilds there (site-rebuilder.ts). A file named `current` names the one to serve;
 * it is replaced by a rename, so a reader sees the old name or the new one, never half of it.
 */
const POINTER = 'current';
/** In each build: the stamp of the dist/ it belongs to, so a new release does not serve an old rebuild. */
const RELEASE_FILE = 'release';
const DIST = 'dist';

type Env = Record<string, string | undefined>;

const rebuildsDir = (env: Env = process.env) => loadConfig(env).SITE_BUILDS_DIR;

export function pointerFile(env: Env = process.env): string {
  return join(rebuildsDir(env), POINTER);
}

const hasEntry = (dir: string) => existsSync(join(dir, 'server/entry.mjs'));
const readTrimmed = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
/** The release of the code folder: the stamp `npm run build` wrote into dist/ (build-stamp.ts). */
const distRelease = () => readTrimmed(resolve(DIST, 'build-stamp.json'));

/** The complete build the pointer names, if any. */
function pointedBuildDir(env: Env): string | null {
  const pointer = pointerFile(env);
  if (!existsSync(pointer)) return null;
  const dir = join(rebuildsDir(env), readFileSync(pointer, 'utf8').trim());
  return hasEntry(dir) ? dir : null;
}

/** The folder whose pages are served: the build the pointer names, else dist/ (before the first start). */
export function servedBuildDir(env: Env = process.env): string {
  return pointedBuildDir(env) ?? resolve(DIST);
}

/**
 * Called once at start, before serving: keeps the newest build if it belongs to the installed release
 * (a rebuild with the company data survives a restart), else copies dist/ into the data folder and serves
 * that copy. Returns the folder to serve.
 */
export function adoptRelease(env: Env = process.env): string {
  const pointed = pointedBuildDir(env);
  if (pointed && readTrimmed(join(pointed, RELEASE_FILE)) === distRelease()) return pointed;
  if (!hasEntry(resolve(DIST))) return resolve(DIST);
  const dir = newRebuildDir(env);
  for (const part of ['client', 'server', 'build-stamp.json', 'company-digest']) {
    if (existsSync(resolve(DIST, part))) cpSync(resolve(DIST, part), join(dir, part), { recursive: true });
  }
  markRelease(dir);
  pointTo(dir, env);
  removeOldRebuilds([dir], env);
  return dir;
}

/** Records that `dir` was built from the installed release. */
export function markRelease(dir: string): void {
  writeFileSync(join(dir, RELEASE_FILE), `${distRelease()}\n`);
}

/**
 * A build's server code imports its packages from node_modules, which Node finds by walking up from the
 * build's folder: a link beside the builds leads to the code folder's.
 */
function linkModules(dir: string): void {
  const link = join(dir, 'node_modules');
  const target = resolve('node_modules');
  try {
    if (readlinkSync(link) === target) return;
    rmSync(link, { force: true });
  } catch {
    // No link yet.
  }
  symlinkSync(target, link, 'dir');
}

/** A fresh folder name for the next build, beside the link to the packages. */
export function newRebuildDir(env: Env = process.env): string {
  const dir = rebuildsDir(env);
  mkdirSync(dir, { recursive: true });
  linkModules(dir);
  return join(dir, `build-${Date.now()}`);
}

/** Serve `dir` from now on (every server process follows the pointer, see watchServedBuild). */
export function pointTo(dir: string, env: Env = process.env): void {
  const pointer = pointerFile(env);
  const temporary = `${pointer}.${process.pid}.tmp`;
  writeFileSync(temporary, `${dir.slice(rebuildsDir(env).length + 1)}\n`);
  renameSync(temporary, pointer);
}

/**
 * Removes builds that are no longer served. The one served before stays: requests that began on it
 * may still be reading its files, and other server processes switch a moment later.
 */
export function removeOldRebuilds(keep: string[], env: Env = process.env): void {
  const dir = rebuildsDir(env);
  if (!existsSync(dir)) return;
  const kept = new Set(keep.map((path) => resolve(path)));
  for (const entry of readdirSync(dir)) {
    if (!entry.startsWith('build-') || kept.has(join(dir, entry))) continue;
    rmSync(join(dir, entry), { recursive: true, force: true });
  }
}
