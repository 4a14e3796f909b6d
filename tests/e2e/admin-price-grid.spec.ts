import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { PriceGrid } from '#features/catalogue/contract/price-grid.ts';
import { createAccount, signedInAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { expect, test } from './support/test.ts';

const grid: PriceGrid = {
  widths: [800, 1200, 1600],
  heights: [1000, 1400],
  cells: [
    [20000, 25000, 30000],
    [24000, 29000, null],
  ],
};

/** Pastes as Excel and LibreOffice do: a paste event whose clipboard holds tab-separated rows. */
async function pasteInto(input: Locator, text: string) {
  await input.evaluate((element, block) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', block);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}

/**
 * The back office's grid editor on a product of its own (inactive, so the shop specs running beside it never
 * see it): a block pasted from a spreadsheet, saved; the CSV exported, changed and imported again, saved; a
 * descending width refused with its German message before anything is sent.
 */
test('the admin pastes a spreadsheet block into the price grid, round-trips it through CSV and is stopped by a descending width', async ({
  uid,
  page,
  request,
  db,
}) => {
  const admin = await createAccount(db, 'admin');
  const headers = { Authorization: `Bearer ${admin.token}` };
  const name = `Rasterfenster ${uid}`;
  const productId = await createProductWithGrid(request, headers, name);
  const savedGrid = async () => {
    const products: { id: number; price_grid: PriceGrid | null }[] = await (await request.get('/api/admin/products', { headers })).json();
    return products.find((product) => product.id === productId)!.price_grid;
  };

  await storeSessionInBrowser(page, admin.token, admin.stored);
  await page.goto('/admin/products');
  await islandsHydrated(page);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('3 × 2');
  const dialog = await openGrid(page, name);
  const cell = (width: number, height: number) => dialog.getByLabel(`Preis für ${width} × ${height} mm`, { exact: true });
  await expect(cell(1200, 1000)).toHaveValue('250,00');
  // The arrow keys move between the cells as in a spreadsheet.
  await cell(1200, 1000).focus();
  await page.keyboard.press('ArrowDown');
  await expect(cell(1200, 1400)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByLabel('Breite 2 in mm')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'auf Anfrage für 1600 × 1400 mm' })).toHaveAttribute('aria-pressed', 'true');

  // A block reaching past the last width is refused whole; one that fits fills the cells from the target on.
  await pasteInto(cell(1600, 1000), '1,00\t2,00');
  await expect(dialog.getByRole('alert')).toContainText('Der eingefügte Block ist größer als das Raster ab dieser Zelle.');
  await expect(cell(1600, 1000)).toHaveValue('300,00');
  await pasteInto(cell(800, 1000), '210,00\t1.260,5\r\n250,00\tauf Anfrage\r\n');
  await expect(cell(800, 1000)).toHaveValue('210,00');
  await expect(cell(1200, 1000)).toHaveValue('1.260,50');
  await expect(cell(800, 1400)).toHaveValue('250,00');
  await expect(dialog.getByRole('button', { name: 'auf Anfrage für 1200 × 1400 mm' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('region', { name: 'Notification' })).toContainText('Preisraster gespeichert');
  await expect(dialog).toBeHidden();
  expect(await savedGrid()).toEqual({
    ...grid,
    cells: [
      [21000, 126050, 30000],
      [25000, null, null],
    ],
  });

  // Export, change one price in the text as a spreadsheet would, import, save.
  await openGrid(page, name);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'CSV exportieren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`preisraster-${name.toLowerCase().replace(' ', '-')}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toBe('\ufeffHöhe \\ Breite (mm);800;1200;1600\r\n1000;210,00;1260,50;300,00\r\n1400;250,00;auf Anfrage;auf Anfrage\r\n');
  await dialog
    .getByLabel('CSV importieren')
    .setInputFiles({ name: 'raster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.replace('300,00', '333,33'), 'utf8') });
  await page.getByRole('alertdialog', { name: 'Raster ersetzen' }).getByRole('button', { name: 'Ersetzen' }).click();
  await expect(cell(1600, 1000)).toHaveValue('333,33');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  expect((await savedGrid())!.cells[0]).toEqual([21000, 126050, 33333]);

  // A width below its left neighbour: the German message, the focus on that width, nothing sent.
  await openGrid(page, name);
  await dialog.getByLabel('Breite 2 in mm').fill('700');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Die Breiten müssen von links nach rechts aufsteigen, ohne doppelte Werte.');
  await expect(dialog.getByLabel('Breite 2 in mm')).toBeFocused();
  expect((await savedGrid())!.widths).toEqual([800, 1200, 1600]);
});

test('the product form shows the grid and opens its editor on top, keeping what was typed', async ({ page, request, db, uid }) => {
  const admin = await createAccount(db, 'admin');
  const headers = { Authorization: `Bearer ${admin.token}` };
  const name = `Formfenster ${uid}`;
  await createProductWithGrid(request, headers, name);
  await storeSessionInBrowser(page, admin.token, admin.stored);
  await page.goto('/admin/products');
  await islandsHydrated(page);
  await page.getByRole('button', { name: `Bearbeiten: ${name}` }).click();
  const form = page.getByRole('dialog', { name: 'Produkt bearbeiten' });
  await expect(form).toContainText('Preisraster: 3 Breiten × 2 Höhen');
  await form.getByLabel('Beschreibung').fill('Noch nicht gespeichert');
  await form.getByRole('button', { name: 'Preisraster bearbeiten' }).click();
  const grid = page.getByRole('dialog', { name: `Preisraster – ${name}` });
  await expect(grid.getByLabel('Preis für 1200 × 1000 mm', { exact: true })).toHaveValue('250,00');
  await page.keyboard.press('Escape');
  await expect(grid).toBeHidden();
  await expect(form.getByLabel('Beschreibung')).toHaveValue('Noch nicht gespeichert');
});

test('an 8 × 8 grid fits a 1280 px screen, and the A key switches a cell to "auf Anfrage"', async ({ page, db }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAccount(page, db, 'admin');
  await page.goto('/admin/products');
  await islandsHydrated(page);
  // The demo's Kunststofffenster has the largest grid: 8 widths × 8 heights.
  await page.getByRole('button', { name: 'Preisraster: Kunststofffenster', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Preisraster – Kunststofffenster' });
  const table = dialog.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(8);
  const fits = await table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth);
  expect(fits).toBe(true);
  const cell = dialog.getByLabel('Preis für 1000 × 1000 mm', { exact: true });
  const onRequest = dialog.getByRole('button', { name: 'auf Anfrage für 1000 × 1000 mm' });
  await expect(onRequest).toHaveAttribute('aria-pressed', 'false');
  await cell.focus();
  await page.keyboard.press('a');
  await expect(onRequest).toHaveAttribute('aria-pressed', 'true');
  await expect(cell).toHaveValue('');
  await page.keyboard.press('A');
  await expect(onRequest).toHaveAttribute('aria-pressed', 'false');
});

async function openGrid(page: Page, name: string) {
  await page.getByRole('button', { name: `Preisraster: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Preisraster – ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** An inactive product in the first line that has a category, with `grid` set through the admin API. */
async function createProductWithGrid(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const lines: { id: number }[] = await (await request.get('/api/admin/product-lines', { headers })).json();
  for (const line of lines) {
    const categories: { id: number }[] = await (await request.get(`/api/admin/product-categories?line=${line.id}`, { headers })).json();
    if (categories.length === 0) continue;
    const created = await request.post('/api/admin/products', {
      headers,
      data: {
        name,
        description: '',
        category: 'fenster',
        product_line_id: line.id,
        base_price: 20000,
        active: false,
        category_ids: [categories[0]!.id],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    expect((await request.put(`/api/admin/products/${id}/price-grid`, { headers, data: { price_grid: grid } })).status()).toBe(200);
    return id as number;
  }
  throw new Error('Keine Produktlinie mit Kategorie in der Testdatenbank.');
}
