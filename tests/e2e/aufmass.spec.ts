import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { aufmassRecords, quotes } from '../../api/src/platform/db/schema.ts';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { expect, test } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A camera photo with the house's position in its EXIF GPS block, as a phone takes it. */
const gpsPhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 60, g: 120, b: 180 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 59/1 0/1' } })
    .toBuffer();

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('Aufmaß', () => {
  test('the fitter measures offline on the phone; the draft survives a reload, is sent once, and the quote is made from it', async ({
    page,
    context,
    db,
    uid,
  }) => {
    test.setTimeout(90_000);
    const [lead] = await insertLeads(db, [
      leadValues({ nachname: `Aufmass-${uid}`, dimensions: [{ typ: 'fenster', breite: 120, hoehe: 140, menge: 1 }] }),
    ]);
    const vertrieb = await createAccount(db, 'vertrieb');
    await storeSessionInBrowser(page, vertrieb.token, vertrieb.stored);

    await page.goto(`/admin/leads/${lead!.id}`);
    await islandsHydrated(page);
    await page.getByRole('link', { name: 'Aufmaß' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead!.id}/aufmass$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Aufmaß' })).toBeVisible();
    // The customer's 120 × 140 cm start the opening; the fitter's measure replaces it and is marked.
    await expect(page.getByLabel('Rohbau Breite (mm)')).toHaveValue('1200');
    await page.getByLabel('Raum / Position').fill('Wohnzimmer links');
    await page.getByLabel('Produkt').selectOption({ label: 'Kunststofffenster' });
    await page.getByLabel('Rohbau Breite (mm)').fill('1030');
    await page.getByLabel('Rohbau Höhe (mm)').fill('1280');
    await expect(page.getByText(/Bestellmaß: 1\.000 × 1\.250\smm/)).toBeVisible();
    await expect(page.getByText('– geändert')).toBeVisible();
    await page.getByLabel('DIN-Richtung').selectOption({ label: 'DIN rechts' });
    await page.getByLabel(/^Fotos/).setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await gpsPhoto() });
    await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
    await page.getByLabel('Aufgemessen von').fill('Max Meier');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await noAxeViolations(page);

    const posts: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith(`/api/admin/leads/${lead!.id}/aufmass`))
        posts.push(response.status());
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Aufmaß speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Offline – wird gesendet, sobald die Verbindung zurück ist' })).toBeVisible();

    // A reload needs the network for the page itself; the Aufmaß's POST stays cut off meanwhile.
    await page.route(`**/api/admin/leads/${lead!.id}/aufmass`, (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await context.setOffline(false);
    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByLabel('Raum / Position')).toHaveValue('Wohnzimmer links');
    await expect(page.getByLabel('Rohbau Höhe (mm)')).toHaveValue('1280');
    await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
    await expect(page.getByText('Offline – wird gesendet, sobald die Verbindung zurück ist')).toBeVisible();

    await page.unroute(`**/api/admin/leads/${lead!.id}/aufmass`);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Aufmaß – Version 1' })).toBeVisible();
    await expect(page.getByText(/Bestellmaß 1\.000 × 1\.250\smm/)).toBeVisible();
    expect(posts).toEqual([201]);
    const rows = await db.select().from(aufmassRecords).where(eq(aufmassRecords.leadId, lead!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.openings[0]).toMatchObject({ orderWidthMm: 1000, orderHeightMm: 1250, hinge: 'rechts', photos: [expect.any(String)] });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Angebot aus Aufmaß' }).click();
    await expect(page).toHaveURL(/\/admin\/quotes\/[0-9]+$/);
    const quoteId = Number(page.url().split('/').pop());
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote!.lines[0]!.title).toBe('Wohnzimmer links: Kunststofffenster');
    expect(quote!.lines[0]!.description).toMatch(/Bestellmaß: 1\.000 × 1\.250\smm/);
  });

  test('"Neu aufmessen" keeps the saved photos, shows them, and sends only what the fitter adds', async ({ page, db, uid }) => {
    const [lead] = await insertLeads(db, [
      leadValues({ nachname: `Neu-${uid}`, dimensions: [{ typ: 'fenster', breite: 120, hoehe: 140, menge: 1 }] }),
    ]);
    const vertrieb = await createAccount(db, 'vertrieb');
    const record = {
      measuredOn: '2026-12-01',
      fitterName: 'Max Meier',
      openings: [
        {
          position: 'Küche',
          roughWidthMm: 1030,
          roughHeightMm: 1280,
          openingType: 'dreh_kipp',
          hinge: 'links',
          photos: ['photo-0', 'photo-1'],
        },
      ],
    };
    const photo = async () => ({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await gpsPhoto() });
    const first = await page.request.post(`/api/admin/leads/${lead!.id}/aufmass`, {
      headers: { Authorization: `Bearer ${vertrieb.token}` },
      multipart: { record: JSON.stringify(record), 'photo-0': await photo(), 'photo-1': await photo() },
    });
    expect(first.status()).toBe(201);
    const [v1] = await db.select().from(aufmassRecords).where(eq(aufmassRecords.leadId, lead!.id));
    const [kept, dropped] = v1!.openings[0]!.photos;

    await storeSessionInBrowser(page, vertrieb.token, vertrieb.stored);
    await page.goto(`/admin/leads/${lead!.id}/aufmass`);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Neu aufmessen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aufmaß – Version 2' })).toBeVisible();
    await expect(page.getByText('Aus dem gespeicherten Aufmaß übernommen (2)')).toBeVisible();
    // The thumbnails are the stored photos, fetched with the session.
    for (const name of ['Übernommenes Foto 1', 'Übernommenes Foto 2'])
      await expect(page.getByRole('img', { name, exact: true })).toHaveJSProperty('naturalWidth', 640);
    await page.getByRole('button', { name: 'Übernommenes Foto 2 entfernen' }).click();
    await expect(page.getByText('Aus dem gespeicherten Aufmaß übernommen (1)')).toBeVisible();
    await page.getByLabel(/^Neue Fotos/).setInputFiles(await photo());
    await expect(page.getByRole('img', { name: 'Foto 1', exact: true })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await noAxeViolations(page);
    await page.getByRole('button', { name: 'Aufmaß speichern' }).click();
    // Saved: the screen shows the result again, with its button for the next version.
    await expect(page.getByRole('button', { name: 'Neu aufmessen' })).toBeVisible();

    const versions = await db.select().from(aufmassRecords).where(eq(aufmassRecords.leadId, lead!.id));
    const v2 = versions.find((row) => row.version === 2)!;
    expect(v2.openings[0]!.photos).toHaveLength(2);
    expect(v2.openings[0]!.photos[0]).toBe(kept);
    expect(v2.openings[0]!.photos).not.toContain(dropped);
  });
});
