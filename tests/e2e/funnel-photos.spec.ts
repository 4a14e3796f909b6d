import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { leadPhotos, leads } from '../../api/src/platform/db/schema.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { expect, test } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const heading = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const next = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true });
const choice = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A phone's photo with the house's position in its EXIF GPS block. */
const gpsPhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 59/1 0/1' } })
    .toBuffer();
const plainPhoto = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer();

async function measure(page: Page, element: number, sizes: [string, string, string, string], position: string) {
  const box = page.getByRole('listitem', { name: `Gemessenes Element ${element}` });
  await box.getByLabel('Raum / Position').fill(position);
  const labels = ['A: Breite außen (mm)', 'B: Höhe außen (mm)', 'C: Breite innen (mm)', 'D: Höhe innen (mm)'];
  for (const [index, label] of labels.entries()) await box.getByLabel(label).fill(sizes[index]!);
}

test('a phone sends photos and its own measurements with the request, once, also after the connection dropped', async ({
  page,
  context,
  db,
  uid,
}) => {
  test.setTimeout(90_000);
  const email = `fotos-${uid}@example.de`;
  await page.goto('/funnel');
  await islandsHydrated(page);
  await choice(page, /^Sanierung/).click();
  await expect(heading(page)).toHaveText('Welche Produkte benötigen Sie?');
  await choice(page, /^Fenster/).click();
  await next(page).click();
  await expect(heading(page)).toHaveText('Maße & Mengen');

  await page.getByLabel(/^Fotos Ihrer alten Fenster/).setInputFiles([
    { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await gpsPhoto() },
    { name: 'IMG_0002.png', mimeType: 'image/png', buffer: await plainPhoto() },
  ]);
  await expect(page.getByRole('img', { name: 'Foto 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Selbst messen – mit Anleitung' }).click();
  await expect(page.getByRole('img', { name: /A: Breite des Rahmens außen/ })).toBeVisible();
  await measure(page, 1, ['1180', '1370', '1010', '1200'], 'Küche');
  await page.getByRole('button', { name: 'Weiteres Element messen' }).click();
  await measure(page, 2, ['900', '1210', '', ''], 'Bad');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await next(page).click();
  await choice(page, /^Kunststoff/).click();
  await choice(page, /^3-fach/).click();
  await expect(heading(page)).toHaveText('Montage & Zeitrahmen');
  await choice(page, /^Ja/).click();
  await expect(heading(page)).toHaveText('Ihre Kontaktdaten');
  await page.getByLabel('Vorname').fill('Ida');
  await page.getByLabel('Nachname').fill('Foto');
  await page.getByLabel('E-Mail').fill(email);
  await next(page).click();
  await page.getByRole('checkbox', { name: /Datenschutzhinweise/ }).check();

  // The connection drops on the last step: the request waits on the phone.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Offline – Ihre Anfrage wird gesendet' })).toBeVisible();
  expect(await db.select().from(leads).where(eq(leads.email, email))).toHaveLength(0);

  // Back online, the phone sends the request and then each photo; a lost answer in between changes nothing.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/thank-you$/);
  const stored = await db.select().from(leads).where(eq(leads.email, email));
  expect(stored).toHaveLength(1);
  const lead = stored[0]!;
  expect(lead.selfMeasurements).toEqual([
    expect.objectContaining({ position: 'Küche', frameWidthMm: 1180, frameHeightMm: 1370, clearWidthMm: 1010, clearHeightMm: 1200 }),
    expect.objectContaining({ position: 'Bad', frameWidthMm: 900, frameHeightMm: 1210, clearWidthMm: null }),
  ]);
  await expect.poll(async () => (await db.select().from(leadPhotos).where(eq(leadPhotos.leadId, lead.id))).length).toBe(2);
  // The office sees both photos and the measurements in mm on the lead page.
  const vertrieb = await createAccount(db, 'vertrieb');
  await storeSessionInBrowser(page, vertrieb.token, vertrieb.stored);
  await page.goto(`/admin/leads/${lead.id}`);
  await islandsHydrated(page);
  const section = page.getByRole('region', { name: 'Vom Kunden gemessen' });
  await expect(section).toContainText('Küche');
  await expect(section).toContainText(/Rahmen außen: 1\.180 × 1\.370\smm/);
  await expect(section.getByRole('img', { name: 'Foto 2 des Kunden' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  // What the office gets is the re-encoded photo: no EXIF, so no GPS position of the house.
  for (const photo of await db.select().from(leadPhotos).where(eq(leadPhotos.leadId, lead.id))) {
    const answer = await page.request.get(`/api/admin/leads/${lead.id}/customer-photos/${photo.id}`, {
      headers: { Authorization: `Bearer ${vertrieb.token}` },
    });
    expect(answer.status()).toBe(200);
    expect((await sharp(await answer.body()).metadata()).exif).toBeUndefined();
  }
});
