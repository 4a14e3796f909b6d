import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/support/chromium.ts';

export interface PageWeight {
  path: string;
  scripts: number;
  bytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript a page really loads in Chromium, every script file counted once, raw and gzipped.
 * `prepare` runs on each fresh page first (e.g. to store a login for the back office).
 */
export async function measureJavaScript(baseUrl: string, paths: string[], prepare?: (page: Page) => Promise<void>): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const results: PageWeight[] = [];
    for (const path of paths) {
      const page = await browser.newPage();
      await prepare?.(page);
      const bodies = new Map<string, Buffer>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        bodies.set(response.url(), await response.body());
      });
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
      const files = [...bodies.values()];
      results.push({
        path,
        scripts: files.length,
        bytes: files.reduce((sum, body) => sum + body.length, 0),
        gzipBytes: files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
