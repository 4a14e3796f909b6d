/**
 * How much JavaScript each public page may load, gzip, weighed as a browser fetches it
 * (tests/e2e/support/script-weight.ts). The budget test (tests/e2e/page-weight.spec.ts) fails above these;
 * the bench (`npm run bench -- weight`) prints each page against its budget.
 */
const KB = 1024;

/** A content page ships no React and at most 10 KB (ADR 005, 087). */
export const CONTENT_PAGE_BUDGET = 10 * KB;

export const CONTENT_PAGES = [
  '/',
  '/about',
  '/blog',
  '/blog/einbruchschutz-fenster-rc2',
  '/impressum',
  '/datenschutz',
  '/agb',
  '/privacy',
  '/foerderung',
  '/bewertungen',
  '/thank-you',
];

/**
 * The island pages' budgets: what each loaded on 2026-12-06 (ADR 087: 96.6, 105.0, 104.0 and 100.4 KB),
 * plus about 5 %. A page that grows past its budget fails the test; raise the figure only knowingly, in
 * the commit that makes the page heavier.
 */
export const ISLAND_PAGE_BUDGETS: Record<string, number> = {
  '/funnel': 101 * KB,
  '/konfigurator': 110 * KB,
  '/shop': 109 * KB,
  '/contact': 105 * KB,
};
