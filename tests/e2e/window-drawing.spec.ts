import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { savedConfigurations } from '../../api/src/platform/db/schema.ts';
import { createTestConfiguration } from '../../api/testing/test-configurations.ts';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { createAccount, signedInAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { expect, test } from './support/test.ts';

/** The drawing of issue 13: its sashes, transom light and name follow the configuration wherever it is shown. */

const next = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true });
const pick = (page: Page, name: RegExp) => page.getByRole('button', { name }).first();
const drawing = (scope: Page | ReturnType<Page['locator']>) => scope.getByTestId('window-drawing');

test.describe('window drawing', () => {
  test('/shop: the sashes follow the Fenstertyp, the transom the Oberlicht, the dimensions the typed size', async ({ page }) => {
    await page.goto('/shop');
    await islandsHydrated(page);
    await pick(page, /^Kunststofffenster/).click();
    await pick(page, /^Ideal 8000/).click();
    await next(page).click();
    await pick(page, /^Weiß/).click();
    await next(page).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Fenstertyp');

    await expect(drawing(page).locator('[data-sash]')).toHaveCount(1);
    await pick(page, /^Zweiteilig/).click();
    await expect(drawing(page).locator('[data-sash]')).toHaveCount(2);
    await expect(page.getByRole('img', { name: /^Zweiteiliges Fenster, Weiß$/ })).toBeVisible();
    await pick(page, /^Dreiteilig/).click();
    await expect(drawing(page).locator('[data-sash]')).toHaveCount(3);
    await expect(drawing(page)).toHaveAttribute('aria-label', /^Dreiteiliges Fenster/);
    await expect(drawing(page).locator('rect').first()).toHaveAttribute('fill', '#FFFFFF');

    await next(page).click();
    await expect(drawing(page)).toHaveAttribute('data-transom', 'none');
    await pick(page, /^mit Oberlicht/).click();
    await expect(drawing(page)).toHaveAttribute('data-transom', 'above');
    await expect(drawing(page).locator('[data-light="above"]')).toHaveCount(1);
    await next(page).click();
    await pick(page, /^links/).click();
    await expect(drawing(page).locator('[data-sash="1"] [data-symbol]')).toHaveCount(4);
    await next(page).click();

    await page.getByRole('spinbutton', { name: 'Breite (mm)' }).fill('1800');
    await page.getByRole('spinbutton', { name: 'Höhe (mm)' }).fill('1400');
    await expect(drawing(page)).toHaveAttribute(
      'aria-label',
      'Dreiteiliges Fenster, 1800 × 1400 mm, links öffnend (Dreh-Kipp), mit Oberlicht, Weiß',
    );
    await expect(drawing(page).locator('[data-dimension]')).toHaveText(['1.800 mm', '1.400 mm']);
  });

  test('/konfigurator: a window line with dimensions is drawn in mm', async ({ page }) => {
    await page.goto('/konfigurator');
    await islandsHydrated(page);
    await page.getByRole('group', { name: 'Kategorie' }).getByRole('button', { name: 'Fenster' }).click();
    await page.getByRole('button', { name: /^Kunststofffenster/ }).click();
    await page.getByLabel('Fenstertyp').selectOption({ label: 'Zweiteilig (+ 45 % des Grundpreises, abhängig von der Größe)' });
    await page.getByLabel('Ober-/Unterlicht').selectOption({ label: 'mit Unterlicht (+ 89,00 €)' });
    await page.getByLabel('Breite (cm)').fill('120');
    await page.getByLabel('Höhe (cm)').fill('140');
    await expect(drawing(page)).toHaveAttribute('aria-label', /^Zweiteiliges Fenster, 1200 × 1400 mm, mit Unterlicht/);
    await expect(drawing(page).locator('[data-sash]')).toHaveCount(2);
    await expect(drawing(page)).toHaveAttribute('data-transom', 'below');
  });

  test('/dashboard: a saved configuration is drawn in its colour, an older one without colour code in a neutral frame', async ({
    page,
    db,
  }) => {
    const customer = await createAccount(db);
    const older = await createTestConfiguration(db, customer.stored.id, { name: 'Altes Fenster' });
    const anthracite = await createTestConfiguration(db, customer.stored.id, { name: 'Anthrazitfenster' });
    await db
      .update(savedConfigurations)
      .set({
        selectedOptions: {
          ...anthracite.selectedOptions,
          fenstertyp: { ...anthracite.selectedOptions.fenstertyp!, name: 'Zweiteilig' },
          farbe_und_dekore: { id: anthracite.selectedOptions.farbe_und_dekore!.id, name: 'Anthrazit', price: 0, colorCode: '#383E42' },
        },
      })
      .where(eq(savedConfigurations.id, anthracite.id));
    await storeSessionInBrowser(page, customer.token, customer.stored);
    await page.goto('/dashboard');
    await islandsHydrated(page);

    const list = page.getByRole('list', { name: 'Gespeicherte Konfigurationen' });
    await list.getByRole('button', { name: 'Details zu Anthrazitfenster' }).click();
    const drawn = page.getByRole('img', { name: 'Zweiteiliges Fenster, 1000 × 1200 mm, links öffnend (Dreh-Kipp), Anthrazit' });
    await expect(drawn.locator('[data-sash]')).toHaveCount(2);
    await expect(drawn.locator('rect').first()).toHaveAttribute('fill', '#383E42');

    await list.getByRole('button', { name: `Details zu ${older.name}` }).click();
    const neutral = page.getByRole('img', { name: 'Einteiliges Fenster, 1000 × 1200 mm, links öffnend (Dreh-Kipp), Weiß' });
    await expect(neutral.locator('[data-sash]')).toHaveCount(1);
    await expect(neutral.locator('rect').first()).toHaveAttribute('fill', '#e2e8f0');
  });

  test('back office: a lead line is drawn from its stored options, also from an older line without keys', async ({ page, db, uid }) => {
    const nachname = `Zeichnung${uid}`;
    const option = (category: string, name: string, extra = {}) => ({ id: 1, category, name, price: 0, ...extra });
    const line = { productId: 1, productName: 'Kunststofffenster', menge: 1, unitPrice: 14900, totalPrice: 14900 };
    await insertLeads(db, [
      leadValues({
        nachname,
        source: 'konfigurator',
        configuration: [
          { ...line, breite: 90, hoehe: 120, options: [option('Fenstertyp', 'Dreiteilig', { key: 'fenstertyp' })] },
          { ...line, breite: null, hoehe: null, options: [option('Fenstertyp', 'Einteilig'), option('Öffnungsart', 'oben')] },
        ],
      }),
    ]);
    await signedInAccount(page, db, 'admin');
    await page.goto(`/admin/dashboard?q=${nachname}`);
    await islandsHydrated(page);
    await page
      .getByRole('row', { name: new RegExp(nachname) })
      .getByRole('link', { name: /^Anfrage von .+ öffnen$/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/leads\/\d+$/);
    const request = page.getByRole('region', { name: 'Anfrage', exact: true });
    await expect(request.getByRole('img', { name: 'Dreiteiliges Fenster, 900 × 1200 mm' }).locator('[data-sash]')).toHaveCount(3);
    await expect(request.getByRole('img', { name: 'Einteiliges Fenster, kippbar (Kippflügel)' }).locator('[data-symbol]')).toHaveCount(2);
  });
});
