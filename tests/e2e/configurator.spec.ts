import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { leads } from '../../api/src/platform/db/schema.ts';
import { expect, test } from './support/test.ts';
import { configureWindow, renovateHandedOverWindows } from './support/configurator.ts';
import { islandsHydrated } from './support/hydration.ts';

const lines = (page: Page) => page.getByRole('list', { name: 'Positionen' }).locator(':scope > li');
const total = (page: Page) => page.getByTestId('configurator-total');

test.describe('configurator', () => {
  test('loads products and options only when needed, with the loading texts', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let optionRequests = 0;
    await page.route('**/api/product-options/*', async (route) => {
      optionRequests += 1;
      await held;
      await route.continue();
    });
    await page.goto('/konfigurator');
    await islandsHydrated(page);
    await page.getByRole('group', { name: 'Kategorie' }).getByRole('button', { name: 'Rollläden' }).click();
    expect(optionRequests).toBe(0);
    await page.getByRole('button', { name: /^Vorbaurollladen/ }).click();
    await expect(page.getByText('Optionen werden geladen...')).toBeVisible();
    release();
    await expect(page.getByLabel('Antrieb')).toBeVisible();
  });

  test('needs width and height for windows, within 50–300 × 50–250 cm, and a quantity of 1–10', async ({ page }) => {
    await page.goto('/konfigurator');
    await configureWindow(page, { width: '', height: '' });
    await expect(page.getByRole('button', { name: 'Hinzufügen' })).toBeDisabled();
    await page.getByLabel('Breite (cm)').fill('301');
    await page.getByLabel('Höhe (cm)').fill('140');
    await expect(page.getByText('Bitte geben Sie eine Breite zwischen 50 und 300 cm ein.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hinzufügen' })).toBeDisabled();
    await page.getByLabel('Breite (cm)').fill('300');
    await page.getByRole('spinbutton', { name: 'Menge', exact: true }).fill('11');
    await expect(page.getByText('Bitte geben Sie eine Menge von 1 bis 10 ein.')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Menge', exact: true }).fill('10');
    await expect(page.getByRole('button', { name: 'Hinzufügen' })).toBeEnabled();
  });

  test('adds, edits, deletes and clears lines with totals in euros', async ({ page }) => {
    await page.goto('/konfigurator');
    await configureWindow(page, { quantity: '2' });
    // 120 × 140 cm is in the demo grid's 1250 × 1500 mm cell: 373,00 € + 49,00 € (links) = 422,00 € per window
    await expect(page.getByTestId('line-price')).toHaveText('844,00 €');
    // A larger size costs more; 280 × 250 cm has no price in the grid.
    await page.getByLabel('Breite (cm)').fill('200');
    await page.getByLabel('Höhe (cm)').fill('200');
    // What the consumer's quote asks (ADR 053, ADR 076): 2 × (618,00 € + 49,00 €) = 1.334,00 €, gross as shown.
    await expect(page.getByTestId('line-price')).toHaveText('1.334,00 €');
    await page.getByLabel('Breite (cm)').fill('280');
    await page.getByLabel('Höhe (cm)').fill('250');
    await expect(page.getByTestId('line-price')).toHaveText('Preis auf Anfrage');
    await page.getByLabel('Breite (cm)').fill('120');
    await page.getByLabel('Höhe (cm)').fill('140');
    await expect(page.getByTestId('line-price')).toHaveText('844,00 €');
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first()).toContainText('2 × Kunststofffenster');
    await expect(lines(page).first()).toContainText('Maße: 120 × 140 cm');
    await expect(total(page)).toHaveText('844,00 €');
    await expect(page.getByLabel('Profil')).toHaveCount(0);

    await page.getByRole('group', { name: 'Kategorie' }).getByRole('button', { name: 'Insektenschutz' }).click();
    await page.getByRole('button', { name: /^Insektenschutz-Spannrahmen/ }).click();
    await page.getByLabel('Gewebe').selectOption({ label: 'Pollenschutzgewebe (+ 35,00 €)' });
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(lines(page)).toHaveCount(2);
    // Two lines, one quote: the gross prices add up, 844,00 € + 59,00 € + 35,00 € (ADR 076).
    await expect(total(page)).toHaveText('938,00 €');

    await page.getByRole('button', { name: 'Bearbeiten (Kunststofffenster)' }).click();
    await expect(lines(page)).toHaveCount(1);
    await expect(page.getByLabel('Breite (cm)')).toHaveValue('120');
    await expect(page.getByRole('spinbutton', { name: 'Menge', exact: true })).toHaveValue('2');
    await page.getByRole('spinbutton', { name: 'Menge', exact: true }).fill('1');
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(total(page)).toHaveText('516,00 €');

    await page.getByRole('button', { name: 'Löschen (Insektenschutz-Spannrahmen)' }).click();
    await page.getByRole('alertdialog', { name: 'Position löschen?' }).getByRole('button', { name: 'Löschen' }).click();
    await expect(total(page)).toHaveText('422,00 €');
    await page.getByRole('button', { name: 'Alle löschen' }).click();
    await page.getByRole('alertdialog', { name: 'Alle Positionen löschen?' }).getByRole('button', { name: 'Alle löschen' }).click();
    await expect(lines(page)).toHaveCount(0);
    await expect(page.getByText('Noch keine Positionen.')).toBeVisible();
  });

  test('keeps its lines across a reload', async ({ page }) => {
    await page.goto('/konfigurator');
    await islandsHydrated(page);
    await configureWindow(page);
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await page.reload();
    await expect(lines(page)).toHaveCount(1);
  });

  test('"Angebot anfordern" carries the lines into a quote request that the server prices', async ({ page, db, uid }) => {
    const email = `konfigurator-${uid}@example.de`;
    await page.goto('/konfigurator');
    await islandsHydrated(page);
    await configureWindow(page, { quantity: '3' });
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await page.getByRole('button', { name: 'Angebot anfordern' }).click();

    await renovateHandedOverWindows(page);
    await expect(page.getByText('Aus dem Konfigurator übernommen:')).toBeVisible();
    // The quote's price of the line (ADR 053, ADR 076): 3 × 422,00 € = 1.266,00 €.
    await expect(page.getByText('3 × Kunststofffenster (120 × 140 cm) – 1.266,00 €')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Zeile 1' }).getByLabel('Breite (cm)')).toHaveValue('120');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    // Step 4 states what the configuration says (a Kunststofffenster) instead of asking it again.
    await expect(page.getByTestId('from-configuration')).toHaveText(/^Aus Ihrer Konfiguration: Kunststoff/);
    await expect(page.getByRole('group', { name: 'Material' })).toHaveCount(0);
    for (let step = 4; step <= 5; step += 1) await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.getByLabel('Vorname').fill('Kai');
    await page.getByLabel('Nachname').fill('Konfig');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.getByRole('checkbox', { name: /Datenschutzhinweise/ }).check();
    await page.getByRole('button', { name: 'Angebot anfordern' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    const [lead] = await db.select().from(leads).where(eq(leads.email, email));
    expect(lead).toMatchObject({ source: 'konfigurator', produkte: ['fenster'], material: 'kunststoff' });
    expect(lead!.configuration).toHaveLength(1);
    expect(lead!.configuration![0]).toMatchObject({ productName: 'Kunststofffenster', menge: 3, unitPrice: 42200, totalPrice: 126600 });
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`category cards at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('keep every category name on one line', async ({ page }) => {
      await page.goto('/konfigurator');
      const titles = page.getByRole('group', { name: 'Kategorie' }).getByRole('button').locator('span.font-semibold');
      await expect(titles).toHaveCount(4);
      for (const title of await titles.all()) {
        const lines = await title.evaluate((element) =>
          Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
        );
        expect(lines, (await title.textContent()) ?? '').toBe(1);
      }
    });
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`adding and deleting at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('after "Hinzufügen" the new line is in view with focus, and a toast confirms it', async ({ page }) => {
      await page.goto('/konfigurator');
      await islandsHydrated(page);
      await configureWindow(page);
      await page.getByRole('button', { name: 'Hinzufügen' }).click();
      const added = lines(page).first();
      await expect(added).toBeFocused();
      await expect(added).toBeInViewport();
      await expect(page.getByRole('region', { name: 'Notification' })).toContainText('Position hinzugefügt');
      await expect(page.getByRole('region', { name: 'Notification' })).toContainText('1 × Kunststofffenster – 422,00 €');
    });

    test('"Löschen" and "Alle löschen" ask first; "Abbrechen" keeps everything', async ({ page }) => {
      await page.goto('/konfigurator');
      await islandsHydrated(page);
      await configureWindow(page);
      await page.getByRole('button', { name: 'Hinzufügen' }).click();
      await page.getByRole('button', { name: 'Löschen (Kunststofffenster)' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Position löschen?' });
      await expect(dialog).toContainText('„1 × Kunststofffenster“ wird aus Ihrer Zusammenstellung entfernt.');
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(lines(page)).toHaveCount(1);
      await page.getByRole('button', { name: 'Alle löschen' }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(lines(page)).toHaveCount(1);
    });
  });
}
