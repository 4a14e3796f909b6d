import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { customerWithLead } from '../../../testing/test-quotes.ts';
import { aufmassRecords, leads, options as optionRows, products, quotes } from '../../platform/db/schema.ts';
import { quotedGross, unitPrice } from '../catalogue/contract/price.ts';
import { aufmassMessages as m } from './contract/aufmass-messages.ts';
import { aufmassMaintenance } from './maintenance.ts';

const test = adminTestApiForFile();

/** A camera photo with the position of the house in its EXIF GPS block. */
const gpsPhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 120, b: 160 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Kamera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 59/1 0/1' },
    })
    .toBuffer();

/** The window of the test catalogue priced by a grid: up to 1,000 × 1,250 mm 300,00 €, beyond 1,600 mm on request. */
const GRID = {
  widths: [800, 1000, 1600],
  heights: [1000, 1250, 1600],
  cells: [
    [20_000, 25_000, 40_000],
    [24_000, 30_000, 45_000],
    [28_000, 34_000, null],
  ],
};

async function gridWindow() {
  const [window] = await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
  await test.db.update(products).set({ priceGrid: GRID }).where(eq(products.id, window!.id));
  const options = await test.call('GET', `/api/product-options/${window!.id}`);
  const offered = (options.body as { options: { id: number; price: number }[] }[])
    .flatMap((group) => group.options)
    .find((option) => option.price > 0)!;
  const [row] = await test.db.select().from(optionRows).where(eq(optionRows.id, offered.id));
  return { productId: window!.id, option: row! };
}

const opening = (productId: number, optionId: number, overrides: Record<string, unknown> = {}) => ({
  position: 'Wohnzimmer links',
  productId,
  optionIds: [optionId],
  quantity: 1,
  roughWidthMm: 1030,
  roughHeightMm: 1280,
  openingType: 'dreh_kipp',
  hinge: 'links',
  sill: 'innen Marmor, bleibt',
  connection: 'Putz innen und außen',
  removal: true,
  note: '',
  customerWidthMm: 1200,
  customerHeightMm: 1400,
  photos: [] as string[],
  ...overrides,
});

async function aufmassForm(openings: unknown[], photos: Record<string, Buffer> = {}) {
  const form = new FormData();
  form.set('record', JSON.stringify({ measuredOn: '2026-12-01', fitterName: 'Max Monteur', note: 'Rollladenkasten prüfen', openings }));
  for (const [name, bytes] of Object.entries(photos))
    form.set(name, new File([new Uint8Array(bytes)], 'IMG_0001.jpg', { type: 'image/jpeg' }));
  return form;
}

const send = (leadId: number, body: FormData, key?: string) =>
  test.request(`/api/admin/leads/${leadId}/aufmass`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${test.adminToken}`, ...(key ? { 'Idempotency-Key': key } : {}) },
    body,
  });

describe('POST /api/admin/leads/:id/aufmass', () => {
  it('turns Rohbaumaß 1,030 × 1,280 mm with 15 mm joints into Bestellmaß 1,000 × 1,250 mm and stores a resend once', async () => {
    const { lead } = await customerWithLead(test);
    const { productId, option } = await gridWindow();
    const prefill = await test.call('GET', `/api/admin/leads/${lead.id}/aufmass`);
    expect(prefill.status).toBe(200);
    expect(prefill.body.jointMm).toBe(15);
    // The customer's configuration (1,000 × 1,200 mm in the shop) prefills the opening.
    expect(prefill.body.prefill[0]).toMatchObject({ productId: expect.any(Number), customerWidthMm: expect.any(Number) });

    const form = await aufmassForm([opening(productId, option.id, { photos: ['photo-0'] })], { 'photo-0': await gpsPhoto() });
    const first = await send(lead.id, form, 'aufmass-key-0000000001');
    expect(first.status).toBe(201);
    const answer = await first.json();
    expect(answer).toEqual({
      version: 1,
      jointMm: 15,
      openings: [{ position: 'Wohnzimmer links', orderWidthMm: 1000, orderHeightMm: 1250 }],
    });
    const again = await send(lead.id, await aufmassForm([opening(productId, option.id)]), 'aufmass-key-0000000001');
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(answer);
    const rows = await test.db.select().from(aufmassRecords).where(eq(aufmassRecords.leadId, lead.id));
    expect(rows).toHaveLength(1);

    // The photo is re-encoded without EXIF and GPS, and only the first attempt's file is kept.
    const folder = join(test.config.UPLOAD_DIR, 'aufmass', String(lead.id));
    expect(readdirSync(folder)).toEqual(rows[0]!.openings[0]!.photos);
    const stored = await sharp(readFileSync(join(folder, rows[0]!.openings[0]!.photos[0]!))).metadata();
    expect(stored.exif).toBeUndefined();

    const screen = await test.call('GET', `/api/admin/leads/${lead.id}/aufmass`);
    expect(screen.body.latest.openings[0]).toMatchObject({ orderWidthMm: 1000, orderHeightMm: 1250, changedFromCustomer: true });
    const photo = await test.request(`/api/admin/leads/${lead.id}/aufmass/photos/${rows[0]!.openings[0]!.photos[0]}`, {
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers a photo of 16 MB with the German size message, and refuses a part named twice or a sash without its DIN direction', async () => {
    const { lead } = await customerWithLead(test);
    const { productId, option } = await gridWindow();
    const big = Buffer.alloc(16 * 1024 * 1024, 7);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await send(lead.id, await aufmassForm([opening(productId, option.id, { photos: ['photo-0'] })], { 'photo-0': big }));
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toBe(m.imageTooLarge);

    const twice = await send(
      lead.id,
      await aufmassForm([opening(productId, option.id, { photos: ['photo-0', 'photo-0'] })], { 'photo-0': await gpsPhoto() }),
    );
    expect(twice.status).toBe(400);
    expect((await twice.json()).issues['openings.0.photos']).toEqual([m.photoTwice]);

    const noHinge = await send(lead.id, await aufmassForm([opening(productId, option.id, { hinge: null })]));
    expect(noHinge.status).toBe(400);
    expect((await noHinge.json()).issues['openings.0.hinge']).toEqual([m.hinge]);

    const future = new FormData();
    future.set('record', JSON.stringify({ measuredOn: '2099-01-01', fitterName: 'Max', openings: [opening(productId, option.id)] }));
    const ahead = await send(lead.id, future);
    expect(ahead.status).toBe(400);
    expect((await ahead.json()).issues['measuredOn']).toEqual([m.measuredOnFuture]);
    expect(await test.db.select().from(aufmassRecords).where(eq(aufmassRecords.leadId, lead.id))).toHaveLength(0);
  });

  it('lets a new version keep the photos an earlier one stored, by name, and refuses a name of another lead or one too many', async () => {
    const { lead } = await customerWithLead(test);
    const other = await customerWithLead(test);
    const { productId, option } = await gridWindow();
    const first = await send(
      lead.id,
      await aufmassForm([opening(productId, option.id, { photos: ['photo-0', 'photo-1'] })], {
        'photo-0': await gpsPhoto(),
        'photo-1': await gpsPhoto(),
      }),
    );
    expect(first.status).toBe(201);
    const [v1] = await test.db.select().from(aufmassRecords).where(eq(aufmassRecords.leadId, lead.id));
    const [kept, dropped] = v1!.openings[0]!.photos;

    // Version 2 keeps one photo of version 1, leaves the other out and adds a new one: nothing is sent twice.
    const second = await send(
      lead.id,
      await aufmassForm([opening(productId, option.id, { roughWidthMm: 1040, keptPhotos: [kept], photos: ['photo-0'] })], {
        'photo-0': await gpsPhoto(),
      }),
    );
    expect(second.status).toBe(201);
    expect((await second.json()).version).toBe(2);
    const versions = await test.db.select().from(aufmassRecords).where(eq(aufmassRecords.leadId, lead.id));
    const v2 = versions.find((row) => row.version === 2)!;
    expect(v2.openings[0]!.photos).toHaveLength(2);
    expect(v2.openings[0]!.photos[0]).toBe(kept);
    expect(v2.openings[0]!.photos).not.toContain(dropped);
    // Version 1 still shows both: its protocol stays as it was printed.
    expect(versions.find((row) => row.version === 1)!.openings[0]!.photos).toEqual([kept, dropped]);
    const folder = join(test.config.UPLOAD_DIR, 'aufmass', String(lead.id));
    expect(readdirSync(folder).sort()).toEqual([kept, dropped, v2.openings[0]!.photos[1]].sort());
    const pdf = await test.request(`/api/admin/leads/${lead.id}/aufmass/pdf?version=2`, {
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    expect(pdf.status).toBe(200);

    // A stored name from another lead's Aufmaß, or a name nobody stored, is refused in German.
    await send(other.lead.id, await aufmassForm([opening(productId, option.id, { photos: ['photo-0'] })], { 'photo-0': await gpsPhoto() }));
    const [foreign] = await test.db.select().from(aufmassRecords).where(eq(aufmassRecords.leadId, other.lead.id));
    for (const name of [foreign!.openings[0]!.photos[0]!, `${'0'.repeat(32)}.jpg`]) {
      const refused = await send(lead.id, await aufmassForm([opening(productId, option.id, { keptPhotos: [name] })]));
      expect(refused.status).toBe(400);
      expect((await refused.json()).issues['openings.0.keptPhotos']).toEqual([m.photoUnknown]);
    }
    // Kept and new together stay within six per opening.
    const seven = await send(
      lead.id,
      await aufmassForm([
        opening(productId, option.id, { keptPhotos: [kept], photos: ['photo-0', 'photo-1', 'photo-2', 'photo-3', 'photo-4', 'photo-5'] }),
      ]),
    );
    expect(seven.status).toBe(400);
    expect((await seven.json()).issues['openings.0.photos']).toEqual([m.tooManyPhotos]);
    expect(await test.db.select().from(aufmassRecords).where(eq(aufmassRecords.leadId, lead.id))).toHaveLength(2);
  });
});

describe('the Aufmaßprotokoll and the quote made from it', () => {
  it('prints each opening with both sizes, and prices the quote at the Bestellmaß; beyond the grid "auf Anfrage"', async () => {
    const { lead } = await customerWithLead(test);
    const { productId, option } = await gridWindow();
    const wide = opening(productId, option.id, { position: 'Terrasse', roughWidthMm: 2030, roughHeightMm: 1280, hinge: 'rechts' });
    expect((await send(lead.id, await aufmassForm([opening(productId, option.id), wide]))).status).toBe(201);

    const pdf = await test.request(`/api/admin/leads/${lead.id}/aufmass/pdf`, { headers: { Authorization: `Bearer ${test.adminToken}` } });
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Aufmaßprotokoll');
    expect(text).toContain('Bestellmaß: 1.000 × 1.250');
    expect(text).toContain('Rohbaumaß: 1.030 × 1.280');
    expect(text).toContain('Dreh-Kipp, DIN links');
    expect(text).toContain('vom Kunden gemessen');

    const made = await test.call('POST', `/api/admin/leads/${lead.id}/aufmass/quote`);
    expect(made.status).toBe(201);
    const [quote] = await test.db.select().from(quotes).where(eq(quotes.id, made.body.quoteId));
    expect(quote!.status).toBe('draft');
    expect(quote!.lines).toHaveLength(2);
    expect(quote!.lines[0]!.title).toBe('Wohnzimmer links: Kunststofffenster');
    expect(quote!.lines[0]!.description).toContain('Bestellmaß: 1.000 × 1.250\u00a0mm');
    expect(quote!.lines[0]!.measure).toEqual({
      position: 'Wohnzimmer links',
      orderWidthMm: 1000,
      orderHeightMm: 1250,
      openingType: 'dreh_kipp',
      hinge: 'links',
    });
    expect(quote!.lines[1]!.description).toContain('Preis auf Anfrage');
    expect(quote!.lines[1]!.unitPrice).toBe(0);
    // The quote asks what the catalogue's price rule says at 1,000 × 1,250 mm: the grid's 300,00 € and the option.
    expect(quote!.gross).toBe(quotedGross([{ quantity: 1, unitPrice: unitPrice(30_000, [option]) }]));

    // The same version asked again answers the same quote; nothing new.
    const repeat = await test.call('POST', `/api/admin/leads/${lead.id}/aufmass/quote`);
    expect(repeat).toMatchObject({ status: 200, body: { quoteId: made.body.quoteId, created: false } });
  });

  it('a new Aufmaß version after the quote was sent makes a new quote version; the sent one stays as it was', async () => {
    const { lead } = await customerWithLead(test);
    const { productId, option } = await gridWindow();
    expect((await send(lead.id, await aufmassForm([opening(productId, option.id)]))).status).toBe(201);
    const first = await test.call('POST', `/api/admin/leads/${lead.id}/aufmass/quote`);
    expect((await test.call('POST', `/api/admin/quotes/${first.body.quoteId}/send`)).status).toBe(200);
    const [sent] = await test.db.select().from(quotes).where(eq(quotes.id, first.body.quoteId));

    const smaller = opening(productId, option.id, { roughWidthMm: 830, roughHeightMm: 1030 });
    expect((await send(lead.id, await aufmassForm([smaller]))).status).toBe(201);
    const second = await test.call('POST', `/api/admin/leads/${lead.id}/aufmass/quote`);
    expect(second.status).toBe(201);
    expect(second.body.quoteId).not.toBe(first.body.quoteId);
    const [version] = await test.db.select().from(quotes).where(eq(quotes.id, second.body.quoteId));
    expect(version).toMatchObject({ number: sent!.number, version: 2, status: 'draft' });
    expect(version!.lines[0]!.description).toContain('Bestellmaß: 800 × 1.000\u00a0mm');
    const [unchanged] = await test.db.select().from(quotes).where(eq(quotes.id, first.body.quoteId));
    expect(unchanged!.lines).toEqual(sent!.lines);
    expect(unchanged!.gross).toBe(sent!.gross);
  });
});

describe("the Aufmaß as the lead's personal data", () => {
  it('goes with its lead: the rows by cascade, the photos with the hourly maintenance', async () => {
    const { lead } = await customerWithLead(test);
    const { productId, option } = await gridWindow();
    const form = await aufmassForm([opening(productId, option.id, { photos: ['photo-0'] })], { 'photo-0': await gpsPhoto() });
    expect((await send(lead.id, form)).status).toBe(201);
    const folder = join(test.config.UPLOAD_DIR, 'aufmass', String(lead.id));
    expect(readdirSync(folder)).toHaveLength(1);

    await aufmassMaintenance(test.db, test.config.UPLOAD_DIR);
    expect(readdirSync(folder)).toHaveLength(1);
    await test.db.delete(leads).where(eq(leads.id, lead.id));
    expect(await test.db.select().from(aufmassRecords).where(eq(aufmassRecords.leadId, lead.id))).toHaveLength(0);
    await aufmassMaintenance(test.db, test.config.UPLOAD_DIR);
    expect(existsSync(folder)).toBe(false);
  });
});
