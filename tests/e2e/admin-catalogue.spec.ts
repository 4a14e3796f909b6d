import type { Page } from '@playwright/test';
import { login, nameFirstOwner, signedInAccount } from './support/accounts.ts';
import { solidPng } from './support/png.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { expect, test } from './support/test.ts';
import { catalogueScreens } from './support/catalogue-screens.ts';
import { islandsHydrated } from './support/hydration.ts';
import { drawnOnTop } from './support/top-layer.ts';

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/**
 * The catalogue in the back office, end to end on a server of its own (the test switches the shop off, which
 * would disturb the other specs): the admin builds a line, a category, an option with a picture and a product
 * with a German price, assigns the option, and a visitor sees all of it in /konfigurator and /shop at once.
 */
test.describe('catalogue back office', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer();
    await nameFirstOwner(server.url);
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('the admin builds a product with an option; a visitor sees it with its total; the shop switch closes and reopens the shop', async ({
    uid,
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const unique = uid;
    const lineName = `Testlinie ${unique}`;
    const categoryName = `Kunststoff ${unique}`;
    const optionName = `Testprofil ${unique}`;
    const productName = `Testfenster ${unique}`;

    await login(page, 'admin', 'admin-passwort', `${server.url}/login`);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // A line: save waits for a name.
    await page.goto(`${server.url}/admin/product-lines`);
    await islandsHydrated(page);
    await expect(page.getByText(/^\d+ Produktlinie\(n\) verfügbar$/)).toBeVisible();
    await page.getByRole('button', { name: 'Neue Produktlinie' }).click();
    const lineDialog = dialog(page, 'Neue Produktlinie');
    // The dialog starts at its first field, not at ×; the ×'s tooltip is drawn above the dialog.
    await expect(lineDialog.getByLabel('Name')).toBeFocused();
    await lineDialog.getByRole('button', { name: 'Schließen', exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Schließen');
    expect(await drawnOnTop(page.getByRole('tooltip'))).toBe(true);
    await expect(lineDialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await lineDialog.getByLabel('Name').fill(lineName);
    await lineDialog.getByLabel('Priorität').fill('7');
    await lineDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page)).toContainText('Produktlinie erstellt');
    const lineItem = page.getByRole('listitem', { name: lineName });
    await expect(lineItem).toContainText('Priorität: 7');
    await expect(lineItem).toContainText('Aktiv');

    // Its first category, from the empty state.
    await lineItem.getByRole('link', { name: `Kategorien von ${lineName}` }).click();
    await expect(page.getByRole('heading', { name: `Kategorien für ${lineName}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Keine Kategorien vorhanden')).toBeVisible();
    await page.getByRole('button', { name: 'Erste Kategorie hinzufügen' }).click();
    await dialog(page, 'Neue Kategorie').getByLabel('Name').fill(categoryName);
    await dialog(page, 'Neue Kategorie').getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page)).toContainText('Kategorie erfolgreich hinzugefügt');
    await expect(page.getByRole('listitem', { name: categoryName })).toContainText(/ID: \d+/);

    // An option in "Profil" with a picture; a file that is no image is refused first.
    await page.goto(`${server.url}/admin/shop-options`);
    await islandsHydrated(page);
    const categorySelect = page.getByLabel('Optionskategorie');
    await categorySelect.selectOption((await categorySelect.locator('option', { hasText: /^Profil \(/ }).getAttribute('value'))!);
    await page.getByRole('button', { name: 'Neue Option' }).click();
    const optionDialog = dialog(page, 'Neue Option');
    await expect(optionDialog.getByLabel('Kategorie')).toHaveValue(/\d+/);
    await optionDialog.getByLabel('Name').fill(optionName);
    await optionDialog.getByLabel('Aufpreis in Euro').fill('45,00');
    // The values this option sets for the element (ADR 063): a Ug that is no number is refused at its field.
    const ug = optionDialog.getByLabel('Ug in W/(m²K)');
    await ug.fill('halb');
    await optionDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(ug).toHaveAccessibleDescription(/Der Ug-Wert muss eine Zahl über 0/);
    await ug.fill('0,5');
    await expect(optionDialog.getByLabel('Widerstandsklasse')).toHaveValue('');
    await optionDialog
      .getByLabel('Bild (optional)')
      .setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('kein Bild') });
    await expect(optionDialog.getByText('Bitte wählen Sie eine Bilddatei aus.')).toBeVisible();
    await optionDialog
      .getByLabel('Bild (optional)')
      .setInputFiles({ name: 'profil.png', mimeType: 'image/png', buffer: solidPng(40, 30, [200, 30, 30]) });
    const preview = optionDialog.getByRole('img', { name: 'Vorschau des Optionsbilds' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);
    await optionDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page)).toContainText('Option erstellt');
    const options = page.getByRole('list', { name: 'Optionen: Profil' });
    await expect(options.getByRole('listitem', { name: optionName })).toContainText('+ 45,00 €');

    // Keyboard order: the new option (last) moves to the top with Home and stays there after a reload.
    await options.getByRole('button', { name: new RegExp(`^Reihenfolge ändern: ${optionName}`) }).press('Home');
    await expect(options.getByRole('listitem').first()).toHaveAccessibleName(optionName);
    await expect(options.getByRole('button', { name: new RegExp(`^Reihenfolge ändern: ${optionName}, Position 1 von`) })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: `${optionName}: Position 1 von` })).toBeAttached();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(options.getByRole('listitem').first()).toHaveAccessibleName(optionName);

    // Drag and drop: onto the third row, it takes the third place, also after a reload.
    // The option's picture arrives after the reload and moves the rows: drag once it is there.
    await page.waitForLoadState('networkidle');
    // The drag as the browser reports it (dragstart, dragover, drop, dragend with one DataTransfer): a mouse
    // gesture is dropped early by a busy headless Chromium now and then; the list's handlers are what is tested.
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    const source = options.getByRole('listitem', { name: optionName });
    const third = options.getByRole('listitem').nth(2);
    await source.dispatchEvent('dragstart', { dataTransfer });
    await third.dispatchEvent('dragover', { dataTransfer });
    await third.dispatchEvent('drop', { dataTransfer });
    await source.dispatchEvent('dragend', { dataTransfer });
    await expect(options.getByRole('listitem').nth(2)).toHaveAccessibleName(optionName);
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(options.getByRole('listitem').nth(2)).toHaveAccessibleName(optionName);

    // A product: a price that is not German euro says so; "1.234,56" is 123456 cents.
    await page.goto(`${server.url}/admin/products`);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Neues Produkt' }).click();
    const productDialog = dialog(page, 'Neues Produkt');
    const save = productDialog.getByRole('button', { name: 'Speichern' });
    await productDialog.getByLabel('Name').fill(productName);
    await productDialog.getByLabel('Hauptkategorie (Konfigurator)').selectOption('insektenschutz');
    await expect(save).toBeDisabled();
    await productDialog.getByLabel('Produktlinie').selectOption({ label: lineName });
    await expect(save).toBeDisabled();
    await productDialog.getByRole('checkbox', { name: categoryName }).check();
    await expect(save).toBeEnabled();
    await productDialog.getByLabel('Grundpreis').fill('12.50');
    await save.click();
    await expect(productDialog.getByText('Bitte geben Sie den Betrag im deutschen Format ein')).toBeVisible();
    await expect(productDialog.getByLabel('Grundpreis')).toHaveAttribute('aria-invalid', 'true');
    await productDialog.getByLabel('Grundpreis').fill('1.234,56');
    await save.click();
    await expect(toast(page)).toContainText('Produkt erstellt');
    const productRow = page.getByRole('table', { name: 'Produkte' }).getByRole('row', { name: new RegExp(productName) });
    await expect(productRow).toContainText('1.234,56 €');
    await expect(productRow).toContainText(lineName);

    // The option assigned through the "Optionen" dialog.
    await productRow.getByRole('button', { name: `Optionen: ${productName}` }).click();
    const assignment = dialog(page, `Optionen: ${productName}`);
    await assignment
      .getByRole('group', { name: /^Profil/ })
      .getByRole('checkbox', { name: new RegExp(optionName) })
      .check();
    await assignment.getByRole('button', { name: 'Zuweisungen speichern' }).click();
    await expect(toast(page)).toContainText('Optionszuweisungen wurden aktualisiert.');

    // The change log names who created the product, with its price in euro.
    await page.goto(`${server.url}/admin/change-log`);
    await islandsHydrated(page);
    await page.getByLabel('Art', { exact: true }).selectOption('product');
    await expect(page).toHaveURL(/entity=product/);
    const changes = page.getByRole('table', { name: 'Änderungen' });
    await expect(changes.getByRole('row', { name: /Optionszuweisung/ })).toHaveCount(0);
    const entry = changes.getByRole('row', { name: new RegExp(`Produkt „${productName}“ angelegt`) });
    await expect(entry).toContainText('Grundpreis: 1.234,56 €');
    await expect(entry).toContainText('admin');

    // A visitor sees product, option and total at once: 1.234,56 € + 45,00 € = 1.279,56 €.
    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/konfigurator`);
    await visitor.getByRole('group', { name: 'Kategorie' }).getByRole('button', { name: 'Insektenschutz' }).click();
    await visitor.getByRole('button', { name: new RegExp(`^${productName}`) }).click();
    await visitor.getByLabel('Profil').selectOption({ label: `${optionName} (+ 45,00 €)` });
    await expect(visitor.getByTestId('line-price')).toHaveText('1.279,56 €');
    await visitor.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(visitor.getByTestId('configurator-total')).toHaveText('1.279,56 €');

    await visitor.goto(`${server.url}/shop`);
    await visitor.getByRole('button', { name: new RegExp(`^${productName}`) }).click();
    await expect(visitor.getByRole('heading', { name: 'Profil', level: 2 })).toBeVisible();
    await visitor.getByRole('button', { name: new RegExp(`^${optionName}`) }).click();
    const summary = visitor.getByRole('complementary', { name: 'Ihre Konfiguration' });
    await expect(summary).toContainText(productName);
    await expect(summary).toContainText(optionName);
    await expect(visitor.getByTestId('shop-total')).toHaveText('1.279,56 €');

    // The shop switch: off shows the warning here and the maintenance notice to visitors; on again reopens it.
    await page.goto(`${server.url}/admin/shop-settings`);
    const shopSwitch = page.getByRole('switch', { name: 'Shop verfügbar' });
    await expect(shopSwitch).toBeChecked();
    // Closing asks first and says what visitors will see; "Abbrechen" leaves the shop open.
    await shopSwitch.click();
    const ask = page.getByRole('alertdialog', { name: 'Shop schließen?' });
    await expect(ask).toContainText('Der Shop ist vorübergehend geschlossen');
    await ask.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(shopSwitch).toBeChecked();
    await shopSwitch.click();
    await page.getByRole('alertdialog', { name: 'Shop schließen?' }).getByRole('button', { name: 'Shop schließen' }).click();
    await expect(shopSwitch).not.toBeChecked();
    await expect(toast(page)).toContainText('Shop deaktiviert');
    await expect(page.getByRole('alert').filter({ hasText: 'Wartungsmodus' })).toBeVisible();
    await visitor.goto(`${server.url}/shop`);
    await expect(visitor.getByRole('heading', { name: 'Der Shop ist vorübergehend geschlossen' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Shop verfügbar' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Shop verfügbar' }).check();
    await expect(toast(page)).toContainText('Shop aktiviert');
    await expect(page.getByText('Wartungsmodus')).toHaveCount(0);
    await visitor.goto(`${server.url}/shop`);
    // Open again, the wizard is back where the visitor left it.
    await expect(visitor.getByRole('heading', { name: 'Profil', level: 2 })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Der Shop ist vorübergehend geschlossen' })).toHaveCount(0);
    await visitor.close();
  });

  test("every deletion asks first with the spec's text; Abbrechen keeps, Löschen removes", async ({ page, uid }) => {
    const lineName = `Wegwerflinie ${uid}`;
    await login(page, 'admin', 'admin-passwort', `${server.url}/login`);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`${server.url}/admin/product-lines`);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Neue Produktlinie' }).click();
    await dialog(page, 'Neue Produktlinie').getByLabel('Name').fill(lineName);
    await dialog(page, 'Neue Produktlinie').getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page)).toContainText('Produktlinie erstellt');

    const item = page.getByRole('listitem', { name: lineName });
    await item.getByRole('button', { name: `Löschen: ${lineName}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Produktlinie löschen' });
    await expect(question).toContainText(
      'Produktlinie wirklich löschen? Alle zugehörigen Kategorien und Optionen werden ebenfalls gelöscht.',
    );
    await question.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(question).toBeHidden();
    await expect(item).toBeVisible();

    await item.getByRole('button', { name: `Löschen: ${lineName}` }).click();
    await question.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page)).toContainText('Produktlinie gelöscht');
    await expect(item).toHaveCount(0);

    // Products and options ask with their own texts.
    await page.goto(`${server.url}/admin/products`);
    await page
      .getByRole('button', { name: /^Löschen: / })
      .first()
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Produkt löschen' })).toContainText('Produkt wirklich löschen?');
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/admin/shop-options`);
    await page
      .getByRole('button', { name: /^Löschen: / })
      .first()
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Option löschen' })).toContainText('Option wirklich löschen?');
  });

  test('the categories screen without a line says so and goes back to the lines', async ({ page }) => {
    await login(page, 'admin', 'admin-passwort', `${server.url}/login`);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`${server.url}/admin/product-categories`);
    await expect(page).toHaveURL(/\/admin\/product-lines$/);
    await expect(toast(page)).toContainText('Keine Produktlinie angegeben');
  });
});

test('a customer who opens the shop switch is sent to /dashboard', async ({ page, db }) => {
  await signedInAccount(page, db);
  await page.goto('/admin/shop-settings');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the catalogue screens fit the width', async ({ page, db }) => {
    await signedInAccount(page, db, 'admin');
    for (const [path, heading] of catalogueScreens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});
