import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { signedInAccount } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { catalogueScreens } from './support/catalogue-screens.ts';
import { islandsHydrated } from './support/hydration.ts';
import { axeViolations } from './support/screen-checks.ts';

const paths = [
  '/',
  '/about',
  '/blog',
  '/blog/fensterfarben-und-dekore',
  '/impressum',
  '/datenschutz',
  '/agb',
  '/privacy',
  '/contact',
  '/thank-you',
  '/gibt-es-nicht',
  '/funnel',
  '/konfigurator',
  '/shop',
  '/login',
  '/register',
  '/admin/forgot-password',
];

for (const path of paths) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the islands in their working states have no accessibility violations', async ({ page }) => {
  await page.goto('/funnel');
  await islandsHydrated(page);
  await page.getByRole('button', { name: /^Neubau/ }).click();
  await expect(page.getByRole('heading', { name: 'Welche Produkte benötigen Sie?' })).toBeVisible();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Notification' })).toContainText('Produktauswahl erforderlich');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/konfigurator');
  await islandsHydrated(page);
  await page.getByRole('group', { name: 'Kategorie' }).getByRole('button', { name: 'Fenster' }).click();
  await page.getByRole('button', { name: /^Kunststofffenster/ }).click();
  await expect(page.getByLabel('Profil')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/shop');
  await page
    .getByRole('button', { name: /^Kunststofffenster/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Ideal 4000/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Farbe und Dekore' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home page with the menu open has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa'])
      .options({ resultTypes: ['violations'] })
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

/** Opens each screen, waits for its level-1 heading and checks it with axe; a failure names the path. */
async function screensWithoutViolations(page: Page, screens: [path: string, heading: string][]) {
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
}

test('the customer area and the back office have no accessibility violations', async ({ page, db }) => {
  await signedInAccount(page, db);
  await screensWithoutViolations(page, [
    ['/dashboard', 'Mein Konto'],
    ['/customer/profile', 'Profil bearbeiten'],
    ['/customer/email-bestaetigen', 'E-Mail-Adresse bestätigen'],
  ]);
  await signedInAccount(page, db, 'admin');
  await screensWithoutViolations(page, [
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/profile', 'Profil'],
    ['/admin/privacy-requests', 'Datenschutz-Anfragen'],
  ]);
});

test("the lead inbox with leads, a lead's page and the inbox's cards have no accessibility violations", async ({ page, db }) => {
  await insertLeads(db, [
    leadValues({ vorname: 'Axel', nachname: 'Barrierefrei', produkte: ['fenster', 'rollladen'], nachricht: 'Bitte anrufen.' }),
  ]);
  await signedInAccount(page, db, 'admin');
  await page.goto('/admin/dashboard?q=barrierefrei');
  const row = page.getByRole('table', { name: 'Anfragen' }).getByRole('row', { name: /Barrierefrei/ });
  await expect(row).toBeVisible();
  expect(await axeViolations(page), 'inbox').toEqual([]);
  await row.getByRole('link', { name: 'Anfrage von Axel Barrierefrei öffnen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Anfrage A-/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Anfrage', exact: true })).toContainText('Bitte anrufen.');
  await expect(page.getByRole('region', { name: 'Angebote', exact: true })).not.toContainText('Wird geladen');
  expect(await axeViolations(page), 'lead page').toEqual([]);
  await page.goBack();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Anfragen' })).toBeVisible();
  expect(await axeViolations(page), 'inbox cards').toEqual([]);
});

test('the catalogue screens and their dialogs have no accessibility violations', async ({ page, db }) => {
  // Eleven axe runs: about a minute alone, half again with the whole suite on two cores.
  test.setTimeout(150_000);
  await signedInAccount(page, db, 'admin');
  const screens: [string, string][] = [...catalogueScreens, ['/admin/global-options?tab=optionen', 'Globale Optionen']];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), path).toEqual([]);
  }

  await page.goto('/admin/product-lines');
  const firstLine = page.getByRole('list', { name: 'Produktlinien' }).getByRole('listitem').first();
  await firstLine.getByRole('link', { name: /^Kategorien von/ }).click();
  await expect(page.getByRole('heading', { name: /^Kategorien für /, level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), 'categories').toEqual([]);

  await page.goto('/admin/products');
  await page
    .getByRole('button', { name: /^Optionen: / })
    .first()
    .click();
  await expect(
    page
      .getByRole('dialog', { name: /^Optionen: / })
      .getByRole('checkbox')
      .first(),
  ).toBeVisible();
  expect(await axeViolations(page), 'Optionen dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Neues Produkt' }).click();
  await expect(page.getByRole('dialog', { name: 'Neues Produkt' })).toBeVisible();
  expect(await axeViolations(page), 'product form').toEqual([]);
  await page.keyboard.press('Escape');
  // The first product is a seeded window: its grid editor with every cell's input and "auf Anfrage" switch.
  await page
    .getByRole('button', { name: /^Preisraster: / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^Preisraster – / }).getByRole('button', { name: 'CSV exportieren' })).toBeVisible();
  expect(await axeViolations(page), 'price grid editor').toEqual([]);

  await page.goto('/admin/shop-options');
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Neue Option' }).click();
  await expect(page.getByRole('dialog', { name: 'Neue Option' })).toBeVisible();
  expect(await axeViolations(page), 'option form').toEqual([]);
});
