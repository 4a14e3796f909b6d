import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { customerCarts, leads } from '../../api/src/platform/db/schema.ts';
import { createAccount, login } from './support/accounts.ts';
import { configureWindow } from './support/configurator.ts';
import { islandsHydrated } from './support/hydration.ts';
import { expect, test } from './support/test.ts';

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });
const cartLines = (page: Page) => page.getByRole('list', { name: 'Positionen' }).locator(':scope > li');
const violationsOf = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => v.id);

/** Two windows from the configurator, 120 × 140 cm, into the cart. */
async function windowsIntoCart(page: Page) {
  await page.goto('/konfigurator');
  await configureWindow(page, { quantity: '2' });
  const price = await page.getByTestId('line-price').textContent();
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page)).toContainText('In den Warenkorb gelegt');
  await expect(page.getByRole('link', { name: 'Warenkorb, 2 Stück' })).toBeVisible();
  return price!;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`cart at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a visitor's cart: the line with drawing, size and price, quantity by keyboard, removal after asking", async ({ page }) => {
      const price = await windowsIntoCart(page);
      await toast(page).getByRole('link', { name: 'Zum Warenkorb' }).click();
      await expect(page).toHaveURL(/\/warenkorb$/);
      await islandsHydrated(page);
      await expect(cartLines(page)).toHaveCount(1);
      const line = cartLines(page).first();
      await expect(line).toContainText('Kunststofffenster');
      await expect(line).toContainText('Größe: 120 × 140 cm');
      await expect(line).toContainText('Öffnungsart: links');
      await expect(line.getByRole('img')).toBeVisible();
      // The configurator's price is the cart's, which is the quote's (ADR 053).
      await expect(page.getByTestId('cart-line-price')).toHaveText(price);
      await expect(page.getByTestId('cart-total')).toHaveText(price);
      await page.screenshot({ path: `test-results/warenkorb-${viewport.width}.png`, fullPage: true });
      expect(await violationsOf(page)).toEqual([]);

      const quantity = page.getByRole('spinbutton', { name: 'Menge Kunststofffenster' });
      await quantity.focus();
      await page.keyboard.press('ArrowUp');
      await expect(quantity).toHaveValue('3');
      await expect(page.getByRole('link', { name: 'Warenkorb, 3 Stück' })).toBeVisible();
      await expect(page.getByTestId('cart-total')).not.toHaveText(price);

      const remove = page.getByRole('button', { name: 'Entfernen (Kunststofffenster)' });
      await remove.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Position entfernen?' });
      await expect(dialog).toContainText('„3 × Kunststofffenster“ wird aus Ihrem Warenkorb entfernt.');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(cartLines(page)).toHaveCount(1);
      await remove.press('Enter');
      await dialog.getByRole('button', { name: 'Entfernen' }).click();
      await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Warenkorb', exact: true })).toBeVisible();
      await page.screenshot({ path: `test-results/warenkorb-leer-${viewport.width}.png` });
    });
  });
}

test.describe('the cart at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/warenkorb hydrates without React error #418, and its header does not promise more than its price note', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await windowsIntoCart(page);
    // A reload: the header's script reads the tab's cart before the island hydrates, as on every visit.
    for (let visit = 0; visit < 3; visit += 1) {
      await page.goto('/warenkorb');
      await islandsHydrated(page);
      await expect(cartLines(page)).toHaveCount(1);
    }
    expect(errors.filter((text) => text.includes('418') || /hydrat/i.test(text))).toEqual([]);
    // "Unverbindliche Preise" under the total and the page's lead say the same (ADR 081, ADR 053).
    await expect(page.locator('main')).not.toContainText('den auch Ihr Angebot nennt');
    await expect(page.locator('main')).toContainText('Für dieselben Maße nennt Ihr Angebot denselben Preis');
  });

  test('"Angebot für alle Positionen anfordern" is one form on the cart: one lead with every line and its glazing', async ({
    page,
    db,
    uid,
  }) => {
    await windowsIntoCart(page);
    await page.goto('/warenkorb');
    await islandsHydrated(page);
    const form = page.getByRole('form', { name: 'Angebot anfordern' });
    // Only what the cart does not know: contact, place, consent, optional photos (and the hidden trap field).
    await expect(form.locator('input:not([name="website"])')).toHaveCount(7);
    await form.getByRole('button', { name: 'Angebot für alle Positionen anfordern' }).click();
    await expect(form.getByText('Vorname ist erforderlich')).toBeVisible();
    await expect(page).toHaveURL(/\/warenkorb$/);

    const email = `warenkorb-${uid}@example.de`;
    await form.getByLabel('Vorname').fill('Eva');
    await form.getByLabel('Nachname').fill('Nord');
    await form.getByLabel('E-Mail').fill(email);
    await form.getByLabel('PLZ / Ort').fill('24103 Kiel');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Angebot für alle Positionen anfordern' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('link', { name: 'Warenkorb', exact: true })).toBeVisible();

    const [lead] = await db.select().from(leads).where(eq(leads.email, email));
    expect(lead).toMatchObject({
      source: 'warenkorb',
      verglasung: '2-fach',
      material: 'kunststoff',
      plz: '24103 Kiel',
      produkte: ['fenster'],
    });
    expect(lead!.configuration!.map((line) => [line.menge, line.productName, line.breite, line.hoehe])).toEqual([
      [2, 'Kunststofffenster', 120, 140],
    ]);
    expect(lead!.configuration![0]!.options.map((option) => option.name)).toContain('2-fach-Isolierverglasung');
  });
});

test("a login keeps the tab's cart in the account", async ({ page, db }) => {
  const { user } = await createAccount(db);
  await windowsIntoCart(page);
  await login(page, user.username, 'geheim123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/warenkorb');
  await islandsHydrated(page);
  await expect(cartLines(page)).toHaveCount(1);
  await expect.poll(async () => (await db.select().from(customerCarts).where(eq(customerCarts.userId, user.id)))[0]?.lines.length).toBe(1);
  // Another tab of the same account (a new session storage) sees the account's cart.
  const other = await page.context().newPage();
  await other.goto('/warenkorb');
  await islandsHydrated(other);
  await expect(cartLines(other)).toHaveCount(1);
});

// A content page counts a visitor's cart from the tab without the cart's store, a customer's from the
// account with it (ADR 087): both must show the same windows.
test("a content page's header counts the tab's cart, and the account's after the login", async ({ page, db }) => {
  const { user } = await createAccount(db);
  await windowsIntoCart(page);
  await page.goto('/impressum');
  await expect(page.getByRole('link', { name: 'Warenkorb, 2 Stück' })).toBeVisible();
  await login(page, user.username, 'geheim123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: 'Warenkorb, 2 Stück' })).toBeVisible();
  // Another tab of the same account has no tab cart: its count is the account's.
  const other = await page.context().newPage();
  await other.goto('/about');
  await expect(other.getByRole('link', { name: 'Warenkorb, 2 Stück' })).toBeVisible();
});
