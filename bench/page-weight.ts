import { chromium, type Page } from '@playwright/test';
import { chromiumExecutable, playwrightChromiumArgs } from '../tests/e2e/support/chromium.ts';
import { weighPageScripts, type PageWeight } from '../tests/e2e/support/script-weight.ts';

export type { PageWeight };

/**
 * The JavaScript each page really loads in Chromium, weighed as the budget test weighs it
 * (tests/e2e/support/script-weight.ts), each page in a fresh context. `prepare` runs on each fresh page
 * first (e.g. to store a login for the back office).
 */
export async function measureJavaScript(baseUrl: string, paths: string[], prepare?: (page: Page) => Promise<void>): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: playwrightChromiumArgs });
  try {
    const results: PageWeight[] = [];
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await prepare?.(page);
      results.push(await weighPageScripts(page, new URL(path, baseUrl).href));
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
