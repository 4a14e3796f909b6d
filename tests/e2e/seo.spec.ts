import { expect, test, type Page } from '@playwright/test';

const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content');

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test('the home page has title, description, keywords, canonical, Open Graph and local business data', async ({ page }) => {
  await page.goto('/');
  expect(await meta(page, 'meta[name="description"]')).toMatch(/kostenloses, unverbindliches Angebot/);
  expect(await meta(page, 'meta[name="keywords"]')).toContain('Dachfenster');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/$/);
  expect(await meta(page, 'meta[property="og:title"]')).toBe('Fenster & Türen Angebot in 3–5 Minuten | Fensterwerk Nord');
  expect(await meta(page, 'meta[property="og:type"]')).toBe('website');
  expect(await meta(page, 'meta[property="og:image"]')).toMatch(/\/og-image\.png$/);
  expect(await meta(page, 'meta[property="og:locale"]')).toBe('de_DE');
  expect(await page.locator('html').getAttribute('lang')).toBe('de');

  const [business] = await jsonLd(page);
  expect(business).toMatchObject({
    '@type': 'HomeAndConstructionBusiness',
    name: 'Fensterwerk Nord',
    areaServed: { '@type': 'Country', name: 'Deutschland' },
  });
});

test('an article carries BlogPosting data and article Open Graph tags', async ({ page }) => {
  await page.goto('/blog/dreifachverglasung-lohnt-sich');
  expect(await meta(page, 'meta[property="og:type"]')).toBe('article');
  expect(await meta(page, 'meta[property="article:published_time"]')).toMatch(/^2026-/);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/blog\/dreifachverglasung-lohnt-sich$/);
  const [posting] = await jsonLd(page);
  expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: await page.locator('h1').innerText(), inLanguage: 'de-DE' });
});

test('the Open Graph image and favicon exist', async ({ request }) => {
  const image = await request.get('/og-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await request.get('/favicon.svg')).status()).toBe(200);
});

test('the sitemap lists the public pages and no account, admin or confirmation pages', async ({ request }) => {
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(await index.text())![1]!;
  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/',
      '/about',
      '/blog',
      '/blog/einbruchschutz-fenster-rc2',
      '/impressum',
      '/datenschutz',
      '/agb',
      '/contact',
      '/foerderung',
    ]),
  );
  expect(paths.filter((path) => /^\/(admin|dashboard|login|register|customer|thank-you)/.test(path))).toEqual([]);
});

test('robots.txt allows the site, keeps crawlers out of the API and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap-index\.xml/);
});

test('the thank-you page is kept out of search results', async ({ page }) => {
  await page.goto('/thank-you');
  expect(await meta(page, 'meta[name="robots"]')).toBe('noindex, nofollow');
});
