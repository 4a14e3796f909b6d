import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { leadPhotos, leads } from '../../platform/db/schema.ts';
import { selfMeasurementMessages as m } from '../funnel/contract/self-measurement.ts';
import { customerPhotoMaintenance } from './lead-folders.ts';

const test = adminTestApiForFile();

const measured = [
  {
    typ: 'fenster',
    position: 'Küche',
    frameWidthMm: 1180,
    frameHeightMm: 1370,
    clearWidthMm: 1010,
    clearHeightMm: 1200,
    openingType: 'dreh_kipp',
    floor: 'EG',
    note: '',
  },
  {
    typ: 'haustuer',
    position: '',
    frameWidthMm: 1100,
    frameHeightMm: 2100,
    clearWidthMm: null,
    clearHeightMm: null,
    openingType: 'tuer',
    floor: 'EG',
    note: 'Schwelle alt',
  },
];

const request = (email: string, photoKey: string) => ({
  projektart: 'sanierung',
  produkt_fenster: true,
  dimensions: [],
  vorname: 'Eva',
  nachname: 'Nord',
  email,
  datenschutz: true,
  selbstmessung: measured,
  photo_key: photoKey,
});

const gpsPhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 80, g: 90, b: 100 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 59/1 0/1' } })
    .toBuffer();

function photoForm(bytes: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  form.set('photo', new File([new Uint8Array(bytes)], 'IMG_0001.jpg', { type }));
  return form;
}

const sendPhoto = (key: string, slot: number, body: FormData) =>
  test.request(`/api/funnel/photos/${key}/${slot}`, { method: 'POST', body });

async function submitted(email: string) {
  const key = randomBytes(32).toString('base64url');
  const response = await test.request('/api/funnel/submit', { method: 'POST', json: request(email, key) });
  expect(response.status).toBe(201);
  const [lead] = await test.db.select().from(leads).where(eq(leads.email, email));
  return { key, lead: lead! };
}

describe("the customer's photos and own measurements", () => {
  it('keeps the measurements in mm and each photo once, without EXIF or GPS, for the lead page', async () => {
    const { key, lead } = await submitted('foto@example.de');
    expect(lead.selfMeasurements).toEqual(measured);
    expect(lead.photoKeyHash).not.toContain(key);

    expect((await sendPhoto(key, 0, photoForm(await gpsPhoto()))).status).toBe(201);
    // The phone lost the answer and sends the same photo again: stored once.
    expect((await sendPhoto(key, 0, photoForm(await gpsPhoto()))).status).toBe(200);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await sendPhoto(key, 1, photoForm(png, 'image/png'))).status).toBe(201);
    const rows = await test.db.select().from(leadPhotos).where(eq(leadPhotos.leadId, lead.id));
    expect(rows.map((row) => row.slot).sort()).toEqual([0, 1]);
    const folder = join(test.config.UPLOAD_DIR, 'lead-photos', String(lead.id));
    expect(readdirSync(folder)).toHaveLength(2);
    const jpeg = rows.find((row) => row.slot === 0)!;
    expect((await sharp(readFileSync(join(folder, jpeg.file))).metadata()).exif).toBeUndefined();

    const page = await test.call('GET', `/api/admin/leads/${lead.id}/self-measurement`);
    expect(page.status).toBe(200);
    expect(page.body.measurements[0]).toMatchObject({ position: 'Küche', frameWidthMm: 1180, clearWidthMm: 1010 });
    expect(page.body.photos).toHaveLength(2);
    const shown = await test.request(`/api/admin/leads/${lead.id}/customer-photos/${page.body.photos[0]}`, {
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/jpeg');

    // The fitter's Aufmaß starts from the customer's frame sizes.
    const aufmass = await test.call('GET', `/api/admin/leads/${lead.id}/aufmass`);
    expect(aufmass.body.prefill[0]).toMatchObject({ position: 'Küche', customerWidthMm: 1180, customerHeightMm: 1370 });
  });

  it('answers a 16 MB photo, a HEIC file, an eleventh photo and an unknown key in German, storing nothing', async () => {
    const { key, lead } = await submitted('grenzen@example.de');
    const big = Buffer.alloc(16 * 1024 * 1024, 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await sendPhoto(key, 0, photoForm(big));
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toBe(m.photoTooLarge);
    // An iPhone's HEIC: an ISO-BMFF box "ftypheic", not one of the formats the pipeline takes.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64, 0)]);
    const refused = await sendPhoto(key, 1, photoForm(heic, 'image/heic'));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe(m.photoType);
    expect((await sendPhoto(key, 10, photoForm(await gpsPhoto()))).status).toBe(400);
    const stranger = randomBytes(32).toString('base64url');
    const unknown = await sendPhoto(stranger, 0, photoForm(await gpsPhoto()));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe(m.photoLinkExpired);
    expect(await test.db.select().from(leadPhotos).where(eq(leadPhotos.leadId, lead.id))).toHaveLength(0);
  });

  it('go with the lead: its photo folder is removed once the lead is deleted', async () => {
    const { key, lead } = await submitted('weg@example.de');
    expect((await sendPhoto(key, 0, photoForm(await gpsPhoto()))).status).toBe(201);
    const folder = join(test.config.UPLOAD_DIR, 'lead-photos', String(lead.id));
    await customerPhotoMaintenance(test.db, test.config.UPLOAD_DIR);
    expect(existsSync(folder)).toBe(true);
    await test.db.delete(leads).where(eq(leads.id, lead.id));
    await customerPhotoMaintenance(test.db, test.config.UPLOAD_DIR);
    expect(existsSync(folder)).toBe(false);
  });
});
