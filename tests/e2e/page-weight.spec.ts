import { CONTENT_PAGE_BUDGET, CONTENT_PAGES, ISLAND_PAGE_BUDGETS } from '../../bench/page-budgets.ts';
import { weighPageScripts, type PageWeight } from './support/script-weight.ts';
import { expect, test } from './support/test.ts';

/**
 * The JavaScript budgets (bench/page-budgets.ts, ADR 087): a content page loads at most 10 KB gzip, an
 * island page no more than its own budget, weighed as a browser fetches it (every file, each gzipped, plus
 * inline scripts) in Chromium with an empty cache.
 */
const listing = (weight: PageWeight) =>
  [`${weight.path}: ${weight.gzipBytes} B gzip`, ...weight.files.map((file) => `  ${file.url} ${file.gzipBytes} B`)].join('\n');

const budgets: [string, number][] = [
  ...CONTENT_PAGES.map((path): [string, number] => [path, CONTENT_PAGE_BUDGET]),
  ...Object.entries(ISLAND_PAGE_BUDGETS),
];

for (const [path, budget] of budgets) {
  test(`${path} loads at most ${(budget / 1024).toFixed(1)} KB gzip of JavaScript`, async ({ page, baseURL }) => {
    const weight = await weighPageScripts(page, new URL(path, baseURL).href);
    expect(weight.gzipBytes, listing(weight)).toBeLessThanOrEqual(budget);
  });
}
