import { expect, test, type Page } from '@playwright/test';
import { productLines } from '../../api/src/platform/db/schema.ts';
import type { Database } from '../../api/src/platform/db/client.ts';
import { openServerDatabase } from './support/database.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { islandsHydrated } from './support/hydration.ts';

/** These tests change the product lines, so they run on a server and database of their own. */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let db: Database;

test.beforeAll(async () => {
  server = await startServer();
  db = await openServerDatabase(server.databaseUrl);
});
test.afterAll(async () => {
  db.$client.close();
  await server.stop();
});

async function replaceLines(names: string[]) {
  await db.delete(productLines);
  for (const [index, name] of names.entries()) {
    await db.insert(productLines).values({ name, description: `Beschreibung ${name}`, priority: 100 - index });
  }
}

const section = (page: Page) => page.locator('[data-product-lines]');
const lineCards = (page: Page) => section(page).getByRole('listitem');

test('shows the loading text until the lines arrive', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/public/product-lines', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(server.url);
  await expect(section(page).getByText('Lade Produktbereiche...')).toBeVisible();
  release();
  await expect(section(page).getByText('Lade Produktbereiche...')).toHaveCount(0);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('"Angebot erhalten" opens the funnel with the line\'s product ticked', async ({ page }) => {
      await replaceLines(['Haustüren', 'Markisen']);
      await page.goto(server.url);
      await expect(page.getByRole('link', { name: 'Angebot erhalten für Markisen' })).toHaveAttribute('href', '/funnel');
      await page.getByRole('link', { name: 'Angebot erhalten für Haustüren' }).click();
      await expect(page).toHaveURL(/\/funnel/);
      // A click before the island hydrated would go nowhere.
      await islandsHydrated(page);
      await page.getByRole('button', { name: /^Neubau/ }).click();
      await expect(page.getByRole('button', { name: /^Haustür/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: /^Fenster/ })).toHaveAttribute('aria-pressed', 'false');
    });
  });
}

test('hides the section when there are no lines', async ({ page }) => {
  await replaceLines([]);
  await page.goto(server.url);
  await expect(section(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Unsere Leistungen' })).toBeHidden();
});

test('shows one line alone, with its icon and a link to the funnel', async ({ page }) => {
  await replaceLines(['Haustüren']);
  await page.goto(server.url);
  await expect(lineCards(page)).toHaveCount(1);
  const card = lineCards(page).first();
  await expect(card.getByRole('heading')).toHaveText('Haustüren');
  await expect(card).toContainText('Beschreibung Haustüren');
  await expect(card.getByRole('link', { name: 'Angebot erhalten für Haustüren' })).toHaveAttribute('href', '/funnel?produkt=tuer');
  await expect(card.locator('svg.lucide-door-open')).toBeVisible();
  await expect(section(page).getByRole('list')).toHaveClass(/grid-cols-1/);
  await expect(section(page).getByRole('list')).not.toHaveClass(/sm:grid-cols/);
});

test('shows five lines in priority order, four to a row on wide screens, icons by keyword', async ({ page }) => {
  await replaceLines(['Fenster', 'Haustüren', 'Rollläden', 'Markisen', 'Insektenschutz']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(server.url);
  await expect(lineCards(page)).toHaveCount(5);
  await expect(lineCards(page).getByRole('heading')).toHaveText(['Fenster', 'Haustüren', 'Rollläden', 'Markisen', 'Insektenschutz']);
  for (const [index, icon] of ['grid-2x2', 'door-open', 'blinds', 'store', 'package'].entries()) {
    await expect(lineCards(page).nth(index).locator(`svg.lucide-${icon}`)).toBeVisible();
  }
  const tops = await lineCards(page).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(tops.slice(0, 4).every((top) => top === tops[0])).toBe(true);
  expect(tops[4]).toBeGreaterThan(tops[0]!);
});

test('renders names as text, never as markup', async ({ page }) => {
  await replaceLines(['<img src=x onerror="window.hacked=1">Fenster']);
  await page.goto(server.url);
  await expect(lineCards(page).getByRole('heading')).toHaveText('<img src=x onerror="window.hacked=1">Fenster');
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
});

test('hides the section quietly when the API answers with an error', async ({ page }) => {
  await replaceLines(['Fenster']);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('**/api/public/product-lines', (route) => route.fulfill({ status: 500, body: '{"error":"kaputt"}' }));
  await page.goto(server.url);
  await expect(section(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Vertrauen Sie dem Experten' })).toBeVisible();
  expect(errors.filter((text) => text.includes('Produktbereiche'))).toEqual([]);
});

test('hides the section and logs when the network fails', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('**/api/public/product-lines', (route) => route.abort('connectionrefused'));
  await page.goto(server.url);
  await expect(section(page)).toBeHidden();
  await expect.poll(() => errors.some((text) => text.includes('Produktbereiche konnten nicht geladen werden'))).toBe(true);
});
