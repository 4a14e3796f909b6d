import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** One script a page ran: a file it fetched (its address) or a script written into the page (`inline`). */
interface ScriptWeight {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  path: string;
  /** How many script files the browser fetched. */
  scripts: number;
  /** All its JavaScript, files and inline scripts, raw and gzipped file by file. */
  bytes: number;
  gzipBytes: number;
  files: ScriptWeight[];
}

const weigh = (url: string, body: Buffer): ScriptWeight => ({ url, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });

/**
 * The JavaScript a page really loads in Chromium, as a browser fetches it (ADR 087): every script file it
 * fetches until the network is idle – modules, their imports, and what they import at load – counted once,
 * each gzipped on its own (as the server sends it, precompressed with gzip 9), and the page's inline
 * scripts (JSON-LD is data, not counted). The budget test (page-weight.spec.ts) and the bench (bench/
 * page-weight.ts) both weigh with this; `page` must be fresh, so nothing comes from its cache.
 */
export async function weighPageScripts(page: Page, url: string): Promise<PageWeight> {
  const bodies = new Map<string, Promise<Buffer>>();
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script' && !bodies.has(response.url())) bodies.set(response.url(), response.body());
  };
  page.on('response', collect);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    page.off('response', collect);
  }
  const files = await Promise.all([...bodies].map(async ([address, body]) => weigh(new URL(address).pathname, await body)));
  const inline = await page.$$eval('script:not([src])', (scripts) =>
    (scripts as HTMLScriptElement[])
      .filter((script) => ['', 'module', 'text/javascript'].includes(script.type))
      .map((script) => script.text),
  );
  const all = [...files, ...inline.map((text) => weigh('inline', Buffer.from(text)))];
  return {
    path: new URL(url).pathname,
    scripts: files.length,
    bytes: all.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: all.reduce((sum, file) => sum + file.gzipBytes, 0),
    files: all,
  };
}
