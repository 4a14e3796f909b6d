import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { leads, savedConfigurations, shopSettings } from '../../api/src/platform/db/schema.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { openServerDatabase } from './support/database.ts';
import { startServer } from './support/server.ts';
import { expect, test } from './support/test.ts';
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
    await expect(page).toHaveURL(/\/funnel(\?schritt=1)?$/);
    // A click before the funnel's island took over the page would be lost (slow machines showed it).
    await islandsHydrated(page);
    await page.getByRole('button', { name: /^Sanierung/ }).click();
    await expect(page.getByRole('button', { name: /^Fenster/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(page.getByText('1 × Kunststofffenster (2600 × 2600 mm) – Preis auf Anfrage')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Zeile 1' }).getByLabel('Breite (cm)')).toHaveValue('260');
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

  test("sends a visitor without a session to the login with the spec's message, keeping the configuration", async ({ page }) => {
    await upToColour(page, /^Weiß/);
    await finishFromWindowType(page);
    await page.getByRole('spinbutton', { name: 'Breite (mm)' }).fill('1230');
    await page.getByRole('spinbutton', { name: 'Höhe (mm)' }).fill('1480');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fshop%3Fspeichern%3D1$/);
    await expect(toast(page)).toContainText('Anmeldung erforderlich');
    await expect(toast(page)).toContainText('Bitte melden Sie sich an, um die Konfiguration zu speichern.');
    await page.goto('/shop');
    await expect(heading(page)).toHaveText('Größe');
    await expect(page.getByRole('spinbutton', { name: 'Breite (mm)' })).toHaveValue('1230');
  });

  test('saves for a logged-in customer, priced by the server, then goes to the dashboard', async ({ page, db }) => {
    const { user, token, stored } = await createAccount(db);
    await storeSessionInBrowser(page, token, stored);
    await upToColour(page, /^Weiß/);
    await finishFromWindowType(page);
    await page.getByRole('spinbutton', { name: 'Breite (mm)' }).fill('1230');
    await page.getByRole('spinbutton', { name: 'Höhe (mm)' }).fill('1480');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/shop/configurations', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('button', { name: 'Speichert...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page)).toContainText('Konfiguration gespeichert');

    const [saved] = await db.select().from(savedConfigurations).where(eq(savedConfigurations.userId, user.id));
    expect(saved).toMatchObject({ productName: 'Kunststofffenster', totalPrice: 75345, status: 'draft' });
    expect(saved!.dimensions).toMatchObject({ width: 1230, height: 1480 });

    // The dashboard lists it; "Angebot anfordern" turns it into a quote request.
    const list = page.getByRole('list', { name: 'Gespeicherte Konfigurationen' });
    await expect(list).toContainText('Kunststofffenster 1230 × 1480 mm');
    await expect(list).toContainText('753,45 €');
    await expect(list).toContainText('Entwurf');
    await list.getByRole('button', { name: /^Details/ }).click();
    await expect(list).toContainText('Ideal 8000 (+ 74,60 €)');
    await list.getByRole('button', { name: /^Angebot anfordern/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Angebot anfordern' });
    await dialog.getByRole('button', { name: 'Angebot anfordern' }).click();
    await expect(dialog.getByText('Bitte wählen Sie eine Projektart')).toBeVisible();
    await expect(dialog.getByText('Sie müssen der Datenschutzerklärung zustimmen')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Projektart' }).selectOption('sanierung');
    await dialog.getByRole('checkbox', { name: /Datenschutzhinweise/ }).check();
    await dialog.getByRole('button', { name: 'Angebot anfordern' }).click();
    await expect(toast(page)).toContainText('Angebot angefordert');
    await expect(dialog).toBeHidden();
    await expect(list).toContainText('In Bearbeitung');
    const [lead] = await db.select().from(leads).where(eq(leads.email, user.email));
    expect(lead).toMatchObject({ source: 'kundenkonto', projektart: 'sanierung' });
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

async function sizeAndSave(page: Page) {
  await upToColour(page, /^Weiß/);
  await finishFromWindowType(page);
  await page.getByRole('spinbutton', { name: 'Breite (mm)' }).fill('1230');
  await page.getByRole('spinbutton', { name: 'Höhe (mm)' }).fill('1480');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`shop and accounts at ${viewport.width} px`, () => {
    test.use({ viewport });

    // Registering from the shop's login: tests/e2e/customer-quotes.spec.ts.
    test("an admin's save lands in the back office with its toast, and /login?next=/shop brings an admin back", async ({ page, db }) => {
      const admin = await createAccount(db, 'admin');
      await page.goto('/login?next=/shop');
      await islandsHydrated(page);
      await page.getByRole('textbox', { name: 'Benutzername' }).fill(admin.user.username);
      await page.getByLabel('Passwort').fill('geheim123');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/shop');
      await sizeAndSave(page);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(toast(page)).toContainText('Konfiguration gespeichert');
      const saved = await db.select().from(savedConfigurations).where(eq(savedConfigurations.userId, admin.user.id));
      expect(saved).toHaveLength(1);
    });
  });
}
