import { unwatchFile, watchFile } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NodeHandler, StaticHandler } from './http-server.ts';
import { loadStaticFiles, serveStaticFile } from './static-files.ts';
import { pointerFile, servedBuildDir } from './site-builds.ts';

/**
 * The handler of the build being served, replaceable while the server runs (ADR 040): a request is
 * answered by the build that was current when it arrived, the next one by the new build. A build's
 * server entry finds its own files by absolute paths, so the old one keeps answering until the switch.
 */
let current: { dir: string; handler: NodeHandler; files: ReturnType<typeof loadStaticFiles> } | undefined;

export const servedPages: NodeHandler = (req, res) => {
  if (!current) throw new Error('Keine Seiten geladen');
  current.handler(req, res);
};

/** The build's files from memory (static-files.ts); false for anything else, which goes to `servedPages`. */
export const servedStaticFile: StaticHandler = (req, res) => (current ? serveStaticFile(current.files, req, res) : false);

/** Loads the build in `dir` and serves it from now on. */
export async function loadPages(dir: string): Promise<void> {
  if (current?.dir === dir) return;
  // The standalone entry would otherwise listen on its own; here it only provides the handler.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler } = (await import(pathToFileURL(join(dir, 'server/entry.mjs')).href)) as { handler: NodeHandler };
  current = { dir, handler, files: loadStaticFiles(join(dir, 'client')) };
}

/** Switches when another process moved the pointer to a new rebuild. */
export function watchServedBuild(): void {
  const pointer = pointerFile();
  unwatchFile(pointer);
  watchFile(pointer, { interval: 1000, persistent: false }, () => {
    const dir = servedBuildDir();
    if (dir !== current?.dir)
      loadPages(dir).catch((error: unknown) => console.error(`[website] Neue Seiten nicht geladen: ${String(error)}`));
  });
}
