import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Where the pages being served come from (ADR 040): dist/ as `npm run build` made it, or – after the
 * company data changed – the newest of the server's rebuilds, each in a folder of its own under
 * SITE_BUILDS_DIR (default dist-rebuilds/). A file named `current` there names the one to serve; it is
 * replaced by a rename, so a reader sees the old name or the new one, never half of it. The folder must
 * lie inside the project: a build's server code imports its packages from the project's node_modules,
 * which Node finds by walking up from the build's folder.
 */
const POINTER = 'current';

function rebuildsDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.SITE_BUILDS_DIR || 'dist-rebuilds');
}

export function pointerFile(env: Record<string, string | undefined> = process.env): string {
  return join(rebuildsDir(env), POINTER);
}

const hasEntry = (dir: string) => existsSync(join(dir, 'server/entry.mjs'));

/** The folder whose pages are served: the rebuild the pointer names, else dist/. */
export function servedBuildDir(env: Record<string, string | undefined> = process.env): string {
  const pointer = pointerFile(env);
  if (existsSync(pointer)) {
    const dir = join(rebuildsDir(env), readFileSync(pointer, 'utf8').trim());
    if (hasEntry(dir)) return dir;
  }
  return resolve('dist');
}

/** A fresh folder name for the next rebuild. */
export function newRebuildDir(env: Record<string, string | undefined> = process.env): string {
  mkdirSync(rebuildsDir(env), { recursive: true });
  return join(rebuildsDir(env), `build-${Date.now()}`);
}

/** Serve `dir` from now on (every server process follows the pointer, see watchServedBuild). */
export function pointTo(dir: string, env: Record<string, string | undefined> = process.env): void {
  const pointer = pointerFile(env);
  const temporary = `${pointer}.${process.pid}.tmp`;
  writeFileSync(temporary, `${dir.slice(rebuildsDir(env).length + 1)}\n`);
  renameSync(temporary, pointer);
}

/**
 * Removes rebuilds that are no longer served. The one served before stays: requests that began on it
 * may still be reading its files, and other server processes switch a moment later.
 */
export function removeOldRebuilds(keep: string[], env: Record<string, string | undefined> = process.env): void {
  const dir = rebuildsDir(env);
  if (!existsSync(dir)) return;
  const kept = new Set(keep.map((path) => resolve(path)));
  for (const entry of readdirSync(dir)) {
    if (!entry.startsWith('build-') || kept.has(join(dir, entry))) continue;
    rmSync(join(dir, entry), { recursive: true, force: true });
  }
}

/** `npm run build` made dist/ anew: the server's rebuilds are older than it and go. */
export function forgetRebuilds(env: Record<string, string | undefined> = process.env): void {
  rmSync(rebuildsDir(env), { recursive: true, force: true });
}
