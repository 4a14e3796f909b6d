import { eq } from 'drizzle-orm';
import { options, orders, products, supplierProducts } from '../../api/src/platform/db/schema.ts';
import { signedInAccount, createAccount } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { axeViolations } from './support/screen-checks.ts';
import { call } from './support/orders.ts';
import { waitForMail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

/** Ordering from the manufacturer (issue 49), as the office does it on the order's page. */

test('the office orders a confirmed order from its supplier, enters the AB, and is asked before a Montage ahead of the goods', async ({
  page,
  db,
  uid,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(db, 'admin');
  const [window] = await db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
  const [glazing] = await db.select().from(options).where(eq(options.name, '3-fach-Wärmeschutzverglasung'));
  const supplierEmail = `bestellung-${uid}@example.de`;
  await call(page.request, owner.token, 'POST', '/api/admin/suppliers', {
    name: `Fensterbau ${uid}`,
    street: 'Industriestraße 4',
    postcode: '49424',
    city: 'Goldenstedt',
    orderEmail: supplierEmail,
    customerNumber: 'K-4711',
    leadTimeWeeks: 6,
    discount: 4000,
    products: [{ productId: window!.id }],
    articleCodes: [{ optionId: glazing!.id, code: 'VG-3WS-48' }],
  });
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `B-E2E-${uid}`,
      totalPrice: 59_500,
      net: 50_000,
      vat: 9_500,
      status: 'confirmed',
      customerName: 'Erika Muster',
      installationAddress: { street: 'Gartenweg 3', postcode: '22301', city: 'Hamburg' },
      lines: [
        {
          kind: 'product',
          title: 'Küche: Kunststofffenster',
          description: '',
          quantity: 1,
          unitPrice: 50_000,
          discount: 0,
          productId: window!.id,
          drawing: {
            breite: 117,
            hoehe: 137,
            options: [{ id: glazing!.id, key: 'verglasung', category: 'Verglasung', name: glazing!.name }],
          },
          measure: { position: 'Küche', orderWidthMm: 1170, orderHeightMm: 1370, openingType: 'dreh_kipp', hinge: 'links' },
        },
        { kind: 'product', title: 'Fensterbank nach Maß', description: '', quantity: 1, unitPrice: 0, discount: 0 },
      ],
    })
    .returning();
  await signedInAccount(page, db, 'buero');
  await page.goto(`/admin/orders/${order!.id}`);
  await islandsHydrated(page);

  const purchases = page.getByRole('region', { name: 'Bestellungen beim Hersteller' });
  await expect(purchases.getByText('ohne Lieferant: Fensterbank nach Maß')).toBeVisible();
  await purchases.getByRole('button', { name: 'Bestellen' }).click();
  const entry = purchases.getByTestId('purchase-order');
  await expect(entry).toContainText(/BE-\d{4}-\d{4}/);
  await expect(entry).toContainText('1.170 × 1.370');
  await expect(entry).toContainText('VG-3WS-48');
  await entry.getByRole('button', { name: 'Senden' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Senden' }).click();
  await expect(entry).toContainText('Gesendet');
  const mail = await waitForMail(process.env.E2E_OUTBOX_DIR!, supplierEmail, 'Bestellmaß (B × H): 1.170 × 1.370');
  expect(mail).toContain('[Art.-Nr. VG-3WS-48]');

  await entry.getByRole('button', { name: 'AB erfassen' }).click();
  await entry.getByLabel('AB-Nummer').fill('AB-99812');
  await entry.getByLabel('Bestätigte Lieferwoche').fill('KW 12/2027');
  await entry.getByLabel(/Einkaufspreis netto je Stück – Pos\. 1/).fill('260,00');
  await entry.getByRole('button', { name: 'AB speichern' }).click();
  await expect(purchases.getByTestId('delivery-state')).toContainText('bestätigt für KW 12/2027');
  await expect(entry).toContainText('300,00');
  await expect(entry).toContainText('260,00');

  // KW 10/2027 is before the confirmed week: the page asks, and books it once confirmed.
  await page.getByRole('button', { name: 'Montage-Termin eintragen' }).click();
  await page.getByLabel('Datum', { exact: true }).fill('2027-03-09');
  await page.getByRole('button', { name: 'Termin eintragen' }).click();
  const question = page.getByRole('alertdialog', { name: 'Montage vor der Lieferung?' });
  await expect(question).toContainText('KW 12/2027');
  await question.getByRole('button', { name: 'Trotzdem eintragen' }).click();
  await expect(page.getByRole('button', { name: 'Montage-Termin eintragen' })).toBeVisible();
  await expect(page.getByTestId('order-margin')).toContainText('Deckungsbeitrag');
  // 07:30–16:00 by the two fitters the form starts with: 17 hours.
  await expect(page.getByTestId('order-margin')).toContainText('17,0\u00a0Std.');
});

test('Katalog → Lieferanten lists the suppliers and saves a new one with German checks', async ({ page, db, uid }) => {
  await signedInAccount(page, db, 'katalog');
  await page.goto('/admin/suppliers');
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Neuer Lieferant' }).click();
  await page.getByLabel('Name').fill(`Rollladen ${uid}`);
  await page.getByLabel('E-Mail für Bestellungen').fill(`rollladen-${uid}@example.de`);
  await page.getByLabel('Straße und Hausnummer').fill('Am Hafen 1');
  await page.getByLabel('PLZ').fill('123');
  await page.getByLabel('Ort').fill('Bremen');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte geben Sie eine fünfstellige Postleitzahl an.')).toBeVisible();
  await page.getByLabel('PLZ').fill('28195');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId('suppliers')).toContainText(`Rollladen ${uid}`);
});

test('Katalog → Lieferanten takes a purchase price grid per product, started from the list price less the discount', async ({
  page,
  db,
  uid,
}) => {
  const owner = await createAccount(db, 'admin');
  const [product] = await db
    .insert(products)
    .values({ name: `Rollladen ${uid}`, category: 'fenster', basePrice: 30_000 })
    .returning();
  const created = await call(page.request, owner.token, 'POST', '/api/admin/suppliers', {
    name: `Raster ${uid}`,
    street: 'Am Hafen 1',
    postcode: '28195',
    city: 'Bremen',
    orderEmail: `raster-${uid}@example.de`,
    leadTimeWeeks: 4,
    discount: 2000,
    products: [{ productId: product!.id }],
  });
  await signedInAccount(page, db, 'katalog');
  await page.goto('/admin/suppliers');
  await islandsHydrated(page);
  await page
    .getByTestId('suppliers')
    .getByRole('listitem')
    .filter({ hasText: `Raster ${uid}` })
    .getByRole('button', { name: 'Bearbeiten' })
    .click();
  await page.getByRole('button', { name: `Einkaufsraster Rollladen ${uid}` }).click();
  const editor = page.getByRole('dialog', { name: `Einkaufsraster – Rollladen ${uid} bei Raster ${uid}` });
  await expect(editor).toContainText('Noch kein Einkaufsraster');
  await editor.getByRole('button', { name: 'Raster anlegen' }).click();
  // The new grid starts from the list price less the supplier's 20 %: 240,00 € in every cell.
  const firstCell = editor.getByRole('textbox', { name: 'Preis für 1000 × 1000 mm' });
  await expect(firstCell).toHaveValue('240,00');
  await firstCell.fill('199,50');
  expect(await axeViolations(page)).toEqual([]);
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Einkaufsraster gespeichert')).toBeVisible();
  await expect(page.getByRole('button', { name: `Einkaufsraster Rollladen ${uid}` })).toHaveText('Einkaufsraster 3 × 3');
  const stored = async () => {
    const [row] = await db.select().from(supplierProducts).where(eq(supplierProducts.productId, product!.id));
    return row!;
  };
  expect(await stored()).toMatchObject({ supplierId: (created as { id: number }).id });
  expect((await stored()).priceGrid!.cells[0]![0]).toBe(19_950);

  // Saving the supplier afterwards keeps the grid.
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Gespeichert', { exact: true })).toBeVisible();
  expect((await stored()).priceGrid!.cells[0]![0]).toBe(19_950);
});
