import { unwatchFile, watchFile } from 'node:fs';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NodeHandler, StaticHandler } from './http-server.ts';
import { answerInternalError } from './internal-error.ts';
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
export const servedStaticFile: StaticHandler = (req, res, baseHeaders) =>
  current ? serveStaticFile(current.files, req, res, baseHeaders) : false;

/** Loads the build in `dir` and serves it from now on. */
export async function loadPages(dir: string): Promise<void> {
  if (current?.dir === dir) return;
  const files = loadStaticFiles(join(dir, 'client'));
  await access(entryOf(dir));
  current = { dir, handler: onDemandPages(dir), files };
}

const entryOf = (dir: string) => join(dir, 'server/entry.mjs');

/**
 * Astro's server entry answers only what no file of the build answers: the pages rendered per request
 * (a quote or appointment link, a lead's page, 404). It is imported with the first such request, not
 * at start: a server that only hands out pages, assets and the API never carries Astro's renderer and
 * React's server side (ADR 044). Requests arriving meanwhile wait for the same import.
 */
function onDemandPages(dir: string): NodeHandler {
  let entry: Promise<NodeHandler> | undefined;
  return (req, res) => {
    entry ??= importEntry(dir);
    entry.then(
      (handler) => handler(req, res),
      (error: unknown) => {
        // Tried again with the next request; this one gets the plain error page of any failure.
        entry = undefined;
        console.error(`[website] Seiten-Renderer nicht geladen: ${String(error)}`);
        answerInternalError(res);
      },
    );
  };
}

async function importEntry(dir: string): Promise<NodeHandler> {
  // The standalone entry would otherwise listen on its own; here it only provides the handler.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler } = (await import(pathToFileURL(entryOf(dir)).href)) as { handler: NodeHandler };
  return handler;
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
