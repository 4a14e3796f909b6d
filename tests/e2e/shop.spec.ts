import type { Page } from '@playwright/test';
import { shopSettings } from '../../api/src/platform/db/schema.ts';
import { openServerDatabase } from './support/database.ts';
import { startServer } from './support/server.ts';
import { expect, test } from './support/test.ts';
import { renovateHandedOverWindows } from './support/configurator.ts';
import { islandsHydrated } from './support/hydration.ts';

const next = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true });
const back = (page: Page) => page.getByRole('button', { name: 'Zurück' });
const heading = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const pick = (page: Page, name: RegExp) => page.getByRole('button', { name }).first();
const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });

async function upToColour(page: Page, colour: RegExp) {
  await page.goto('/shop');
  await islandsHydrated(page);
  await pick(page, /^Kunststofffenster/).click();
  await expect(heading(page)).toHaveText('Profil');
  await expect(next(page)).toHaveCount(0);
  await pick(page, /^Ideal 8000/).click();
  await next(page).click();
  await expect(heading(page)).toHaveText('Farbe und Dekore');
  await pick(page, colour).click();
  await next(page).click();
}

async function finishFromWindowType(page: Page) {
  await pick(page, /^Zweiteilig/).click();
  await next(page).click();
  await pick(page, /^mit Oberlicht/).click();
  await next(page).click();
  await pick(page, /^links/).click();
  await next(page).click();
  await expect(heading(page)).toHaveText('Größe');
}

test.describe('shop wizard', () => {
  test('skips steps 3–5 for a white colour and comes back from step 6 to step 2', async ({ page }) => {
    await upToColour(page, /^Reinweiß strukturell/);
    await expect(heading(page)).toHaveText('Fenstertyp');
    await expect(page.getByRole('navigation', { name: 'Schritte des Shops' }).getByText('4. Sonderfarben')).toHaveClass(/line-through/);
    await back(page).click();
    await expect(heading(page)).toHaveText('Farbe und Dekore');
  });

  test('asks the colour steps for any other colour', async ({ page }) => {
    await upToColour(page, /^Golden Oak/);
    await expect(heading(page)).toHaveText('Sonderfarben');
    await pick(page, /^Keine Sonderfarbe/).click();
    await next(page).click();
    await expect(heading(page)).toHaveText('Farbkombination');
    await pick(page, /^Außen farbig, innen Weiß/).click();
    await next(page).click();
    await expect(heading(page)).toHaveText('Aludec und Woodec');
    await pick(page, /^Woodec Turner Oak Malt/).click();
    await next(page).click();
    await expect(heading(page)).toHaveText('Fenstertyp');
    await back(page).click();
    await expect(heading(page)).toHaveText('Aludec und Woodec');
  });

  test('prices the typed size live by the grid, and offers the quote request for a size "auf Anfrage"', async ({ page }) => {
    await upToColour(page, /^Weiß/);
    await finishFromWindowType(page);
    // Before a size: the smallest cell (149,00 €) + 20 % (Ideal 8000) + 45 % (Zweiteilig) + 89,00 € + 49,00 €, as "ab".
    await expect(page.getByTestId('shop-total')).toHaveText('ab 383,85 €');
    const sizePrice = page.getByTestId('shop-size-price');
    await page.getByRole('spinbutton', { name: 'Breite (mm)' }).fill('1230');
    await page.getByRole('spinbutton', { name: 'Höhe (mm)' }).fill('1480');
    // The demo grid's 1250 × 1500 cell: 373,00 € + 74,60 € + 167,85 € + 89,00 € + 49,00 €.
    await expect(sizePrice).toContainText('Preis für 1.230 × 1.480 mm: 753,45 €');
    await expect(page.getByTestId('shop-total')).toHaveText('753,45 €');
    // Larger: the 2000 × 2000 cell, 618,00 €.
    await page.getByRole('spinbutton', { name: 'Breite (mm)' }).fill('2000');
    await page.getByRole('spinbutton', { name: 'Höhe (mm)' }).fill('1990');
    await expect(page.getByTestId('shop-total')).toHaveText('1.157,70 €');
    // The grid has no price for 2600 × 2600 mm: no cart, the quote request instead.
    await page.getByRole('spinbutton', { name: 'Breite (mm)' }).fill('2600');
    await page.getByRole('spinbutton', { name: 'Höhe (mm)' }).fill('2600');
    await expect(sizePrice).toContainText('Preis auf Anfrage');
    await expect(page.getByTestId('shop-total')).toHaveText('Preis auf Anfrage');
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Angebot anfordern' }).click();
    await renovateHandedOverWindows(page);
    await expect(page.getByText('1 × Kunststofffenster (2600 × 2600 mm) – Preis auf Anfrage')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Zeile 1' }).getByLabel('Breite (cm)')).toHaveValue('260');
  });

  test('says before the size that a percentage surcharge depends on it, and names the amount once the size is typed', async ({ page }) => {
    await upToColour(page, /^Weiß/);
    await expect(heading(page)).toHaveText('Fenstertyp');
    // 45 % of the starting price would read "+ 67,05 €" and become "+ 132,30 €" at 1000 × 1200 mm.
    const zweiteilig = pick(page, /^Zweiteilig/);
    await expect(zweiteilig).toContainText('+ 45 % des Grundpreises, abhängig von der Größe');
    await expect(zweiteilig).not.toContainText('67,05');
    await zweiteilig.click();
    const summary = page.getByRole('complementary', { name: 'Ihre Konfiguration' });
    await expect(summary.getByRole('definition').filter({ hasText: '45' })).toHaveText('+ 45 %');
    await next(page).click();
    await pick(page, /^ohne/).click();
    await next(page).click();
    await pick(page, /^links/).click();
    await next(page).click();
    await page.getByRole('spinbutton', { name: 'Breite (mm)' }).fill('1000');
    await page.getByRole('spinbutton', { name: 'Höhe (mm)' }).fill('1200');
    await expect(summary).toContainText('+ 132,30 €');
    await back(page).click();
    await back(page).click();
    await back(page).click();
    await expect(heading(page)).toHaveText('Fenstertyp');
    await expect(zweiteilig).toContainText('+ 132,30 €');
    await expect(zweiteilig).not.toContainText('abhängig von der Größe');
  });

  test('keeps the size between 385 and 3010 mm, both required', async ({ page }) => {
    await upToColour(page, /^Weiß/);
    await finishFromWindowType(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByText('Bitte geben Sie eine Breite zwischen 385 und 3010 mm ein.')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie eine Höhe zwischen 385 und 3010 mm ein.')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Breite (mm)' }).fill('384');
    await page.getByRole('spinbutton', { name: 'Höhe (mm)' }).fill('3011');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByText('Bitte geben Sie eine Breite zwischen 385 und 3010 mm ein.')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie eine Höhe zwischen 385 und 3010 mm ein.')).toBeVisible();
  });

  test('says while typing that a size is in mm and names a slip into centimetres', async ({ page }) => {
    await upToColour(page, /^Weiß/);
    await finishFromWindowType(page);
    await page.getByRole('spinbutton', { name: 'Breite (mm)' }).fill('120');
    await page.getByRole('spinbutton', { name: 'Höhe (mm)' }).fill('140');
    await expect(page.getByText(/^120 mm\? Meinten Sie 1\.200\smm\? Die Größe wird in Millimetern angegeben/)).toBeVisible();
    await expect(page.getByText(/^140 mm\? Meinten Sie 1\.400\smm\?/)).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Breite (mm)' })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('spinbutton', { name: 'Höhe (mm)' }).fill('4000');
    await expect(page.getByText('Bitte geben Sie eine Höhe zwischen 385 und 3010 mm ein.')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Breite (mm)' }).fill('1200');
    await expect(page.getByText(/Meinten Sie/)).toHaveCount(0);
  });

  test('puts the window into the cart for a visitor too, says so and links to the cart (ADR 053)', async ({ page }) => {
    await upToColour(page, /^Weiß/);
    await finishFromWindowType(page);
    await page.getByRole('spinbutton', { name: 'Breite (mm)' }).fill('1230');
    await page.getByRole('spinbutton', { name: 'Höhe (mm)' }).fill('1480');
    const price = await page.getByTestId('shop-total').textContent();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(toast(page)).toContainText('In den Warenkorb gelegt');
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('link', { name: 'Warenkorb, 1 Stück' })).toBeVisible();
    await toast(page).getByRole('link', { name: 'Zum Warenkorb' }).click();
    await expect(page).toHaveURL(/\/warenkorb$/);
    await expect(page.getByTestId('cart-total')).toHaveText(price!);
  });
});

test.describe('shop switched off', () => {
  test('shows the maintenance notice instead of the wizard', async ({ page }) => {
    const server = await startServer();
    const db = await openServerDatabase(server.databaseUrl);
    try {
      await db.update(shopSettings).set({ shopEnabled: false });
      await page.goto(`${server.url}/shop`);
      await expect(page.getByRole('heading', { name: 'Der Shop ist vorübergehend geschlossen' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Angebot anfordern' }).last()).toHaveAttribute('href', '/funnel');
      await expect(page.getByRole('button', { name: /^Kunststofffenster/ })).toHaveCount(0);
    } finally {
      db.$client.close();
      await server.stop();
    }
  });
});
