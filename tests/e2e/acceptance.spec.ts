import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../api/src/platform/db/client.ts';
import { acceptancePhotos, orders, workAcceptances } from '../../api/src/platform/db/schema.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { call, confirmedOrder } from './support/orders.ts';
import { waitForMail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** An order in production: the shared confirmed order, moved on. */
async function orderInProduction(page: Page, db: Database, uid: string, adminToken: string) {
  const order = await confirmedOrder(page, db, uid, adminToken);
  await call(page.request, adminToken, 'PUT', `/api/admin/orders/${order.orderId}/status`, { status: 'in_production' });
  return order;
}

/** A camera photo with the house's position in its EXIF GPS block, as a phone takes it. */
const gpsPhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 60, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Kamera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 59/1 0/1' },
    })
    .toBuffer();

async function sign(page: Page, name: string) {
  await page.getByRole('img', { name }).scrollIntoViewIfNeeded();
  const box = (await page.getByRole('img', { name }).boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height - 30);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 20 + step * 30, box.y + box.height - 30 - (step % 3) * 25);
  await page.mouse.up();
  await expect(page.getByRole('img', { name })).toHaveAttribute('data-signed', 'true');
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

test.describe('Abnahme', () => {
  test('the fitter records it offline at the door; the draft survives a reload and is sent once when the connection is back', async ({
    page,
    context,
    db,
    uid,
  }, testInfo) => {
    test.setTimeout(90_000);
    const owner = await createAccount(db, 'admin');
    const buero = await createAccount(db, 'buero');
    const { orderId, orderNumber } = await orderInProduction(page, db, uid, owner.token);
    await storeSessionInBrowser(page, buero.token, buero.stored);

    await page.goto(`/admin/orders/${orderId}`);
    await islandsHydrated(page);
    await page.getByRole('link', { name: 'Abnahme aufnehmen' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}/abnahme$`));
    await expect(page.getByRole('heading', { level: 1, name: `Abnahme Auftrag ${orderNumber}` })).toBeVisible();
    await page.getByLabel('Ort').fill('Musterstraße 12, Hamburg');
    await page.getByLabel('Anwesend').fill('Frau Kundin, Monteur Meier');
    await page.getByRole('button', { name: 'Mangel hinzufügen' }).click();
    await page.getByLabel('Beschreibung').fill('Kratzer im Rahmen unten links');
    await page.getByLabel('Position').selectOption({ label: '1. Kunststofffenster' });
    await page.getByLabel(/^Fotos/).setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await gpsPhoto() });
    await expect(page.getByText('Fotos (1)')).toBeVisible();
    await page.getByLabel('Frist zur Beseitigung').fill('2026-12-10');
    await page.getByLabel('Name (unterschreibt für den Kunden)').fill('Erika Kundin');
    await sign(page, 'Unterschrift Kunde');
    await page.getByLabel('Name des Monteurs').fill('Max Meier');
    await sign(page, 'Unterschrift Monteur');
    await noAxeViolations(page);

    const posts: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith(`/api/admin/orders/${orderId}/acceptance`))
        posts.push(response.status());
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Abnahme speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Offline – wird gesendet, sobald die Verbindung zurück ist' })).toBeVisible();

    // A reload needs the network for the page itself; the protocol's POST stays cut off meanwhile.
    await page.route(`**/api/admin/orders/${orderId}/acceptance`, (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await context.setOffline(false);
    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByLabel('Ort')).toHaveValue('Musterstraße 12, Hamburg');
    await expect(page.getByLabel('Beschreibung')).toHaveValue('Kratzer im Rahmen unten links');
    await expect(page.getByText('Fotos (1)')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Unterschrift Kunde' })).toHaveAttribute('data-signed', 'true');
    await expect(page.getByText('Offline – wird gesendet, sobald die Verbindung zurück ist')).toBeVisible();

    await page.unroute(`**/api/admin/orders/${orderId}/acceptance`);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
    await expect(page.getByTestId('order-acceptance')).toContainText('Gewährleistung bis');
    expect(posts).toEqual([201]);
    expect(await db.select().from(workAcceptances).where(eq(workAcceptances.orderId, orderId))).toHaveLength(1);
    expect(await db.select().from(acceptancePhotos).where(eq(acceptancePhotos.orderId, orderId))).toHaveLength(1);
    await noAxeViolations(page);

    const pdf = await page.request.get(`/api/admin/orders/${orderId}/acceptance/pdf`, {
      headers: { Authorization: `Bearer ${buero.token}` },
    });
    expect(pdf.status()).toBe(200);
    const pdfFile = testInfo.outputPath('abnahme.pdf');
    writeFileSync(pdfFile, await pdf.body());
    execFileSync('pdftoppm', ['-png', '-f', '1', '-l', '1', '-r', '50', pdfFile, testInfo.outputPath('abnahme')]);
    const png = ['abnahme-1.png', 'abnahme-01.png'].map((name) => testInfo.outputPath(name)).find(existsSync);
    expect((await sharp(readFileSync(png!)).metadata()).width).toBeGreaterThan(300);
  });

  test('on a 390 px phone the form stays in the screen after "Mangel hinzufügen" and shows the chosen photo', async ({ page, db, uid }) => {
    const owner = await createAccount(db, 'admin');
    const { orderId } = await confirmedOrder(page, db, uid, owner.token);
    await storeSessionInBrowser(page, owner.token, owner.stored);
    await page.goto(`/admin/orders/${orderId}/abnahme`);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Mangel hinzufügen' }).click();
    await page.getByLabel('Beschreibung').fill('Kratzer im Rahmen unten links');
    await page.getByLabel(/^Fotos/).setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await gpsPhoto() });
    const thumbnail = page.getByRole('img', { name: 'Foto 1 zu Mangel 1' });
    await expect(thumbnail).toBeVisible();
    expect(await thumbnail.getAttribute('src')).toMatch(/^blob:/);
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await noAxeViolations(page);

    await page.getByRole('button', { name: 'Foto 1 zu Mangel 1 entfernen' }).click();
    await expect(thumbnail).toHaveCount(0);
    await expect(page.getByText('Fotos (0)')).toBeVisible();
  });

  test('after the Abnahme the office closes the order directly, and the final invoice names the Abnahme day as its default', async ({
    page,
    db,
    uid,
  }) => {
    const owner = await createAccount(db, 'admin');
    const { orderId } = await confirmedOrder(page, db, uid, owner.token);
    // The Abnahme below lies in November: the order was placed before it.
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-10-15T10:00:00Z') })
      .where(eq(orders.id, orderId));
    const png = {
      name: 'unterschrift.png',
      mimeType: 'image/png',
      buffer: await sharp(await gpsPhoto())
        .png()
        .toBuffer(),
    };
    const record = {
      acceptedOn: '2026-11-20',
      place: 'Musterstraße 12, Hamburg',
      present: 'Frau Kundin, Monteur Meier',
      installedLines: [0, 1],
      defects: [],
      reservations: '',
      customerSigner: 'Erika Kundin',
      fitterName: 'Max Meier',
    };
    const saved = await page.request.post(`/api/admin/orders/${orderId}/acceptance`, {
      headers: { Authorization: `Bearer ${owner.token}` },
      multipart: { record: JSON.stringify(record), customerSignature: png, fitterSignature: png },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    await storeSessionInBrowser(page, owner.token, owner.stored);
    await page.goto(`/admin/orders/${orderId}`);
    await islandsHydrated(page);
    const actions = page.getByRole('group', { name: 'Status ändern' });
    await expect(actions.getByRole('button')).toHaveText(['In Produktion geben', 'Abschließen', 'Stornieren']);
    await actions.getByRole('button', { name: 'Abschließen', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Status ändern' });
    await confirm.getByRole('button', { name: 'Abschließen', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(actions).toHaveCount(0);

    await page.getByRole('button', { name: 'Schlussrechnung erstellen', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Schlussrechnung erstellen?' });
    await expect(dialog).toContainText('Leer lassen: der Tag der Abnahme, 20.11.2026.');
    await expect(dialog).not.toContainText('Montagetag');
  });

  test('Mein Konto shows the customer the Abnahme date, the warranty end, the defects and the protocol', async ({ page, db, uid }) => {
    const owner = await createAccount(db, 'admin');
    const { customer, orderId, orderNumber } = await orderInProduction(page, db, uid, owner.token);
    // The Abnahme below lies in November: the order was placed before it.
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-10-15T10:00:00Z') })
      .where(eq(orders.id, orderId));
    const record = {
      acceptedOn: '2026-11-20',
      place: 'Musterstraße 12, Hamburg',
      present: 'Frau Kundin, Monteur Meier',
      installedLines: [0, 1],
      defects: [{ text: 'Kratzer im Rahmen unten links', lineIndex: 0, fixBy: '2026-12-10', photos: [] }],
      reservations: '',
      customerSigner: 'Erika Kundin',
      fitterName: 'Max Meier',
    };
    const png = {
      name: 'unterschrift.png',
      mimeType: 'image/png',
      buffer: await sharp(await gpsPhoto())
        .png()
        .toBuffer(),
    };
    const saved = await page.request.post(`/api/admin/orders/${orderId}/acceptance`, {
      headers: { Authorization: `Bearer ${owner.token}` },
      multipart: { record: JSON.stringify(record), customerSignature: png, fitterSignature: png },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    await storeSessionInBrowser(page, customer.token, customer.stored);
    await page.goto('/dashboard');
    await islandsHydrated(page);
    const section = page.getByRole('region', { name: `Abnahme Bestellung ${orderNumber}` });
    await expect(section).toContainText('Abnahme am20.11.2026');
    await expect(section).toContainText('Gewährleistung bis20.11.2031');
    const defects = section.getByRole('list', { name: `Mängel Bestellung ${orderNumber}` });
    await expect(defects.getByRole('listitem')).toHaveText([
      'Kratzer im Rahmen unten links (Kunststofffenster)offen · zu beseitigen bis 10.12.2026',
    ]);
    const box = (await section.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await noAxeViolations(page);

    const pdf = page.waitForResponse((response) => response.url().endsWith(`/api/customer/orders/${orderId}/acceptance/pdf`));
    await section.getByRole('button', { name: /Abnahmeprotokoll \(PDF\)/ }).click();
    expect((await pdf).status()).toBe(200);
  });

  test('the customer accepts through the personal link', async ({ page, db, uid }) => {
    const owner = await createAccount(db, 'admin');
    const { customer, orderId, orderNumber } = await orderInProduction(page, db, uid, owner.token);
    await call(page.request, owner.token, 'POST', `/api/admin/orders/${orderId}/acceptance/request`, {});
    const mail = await waitForMail(process.env.E2E_OUTBOX_DIR!, customer.user.email, '/abnahme/');
    const token = /\/abnahme\/([A-Za-z0-9_-]{43})/.exec(mail)![1]!;

    await page.goto(`/abnahme/${token}`);
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: `Abnahme Ihres Auftrags ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '2 × Kunststofffenster' })).toBeVisible();
    await expect(page.getByText('Wichtiger Hinweis nach § 640 Abs. 2 Satz 2 BGB:')).toBeVisible();
    await noAxeViolations(page);
    // Naming a defect shows the chosen photo and keeps the phone's width; the customer then accepts instead.
    await page.getByRole('button', { name: 'Mängel melden' }).click();
    await page.getByLabel(/^Fotos \(freiwillig\)/).setInputFiles({ name: 'mangel.jpg', mimeType: 'image/jpeg', buffer: await gpsPhoto() });
    expect(await page.getByRole('img', { name: 'Foto 1' }).getAttribute('src')).toMatch(/^blob:/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Abnahme erklären' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('Sie haben die Abnahme erklärt');
    const [row] = await db.select().from(workAcceptances).where(eq(workAcceptances.orderId, orderId));
    expect(row).toMatchObject({ state: 'accepted', kind: 'link' });
  });
});
