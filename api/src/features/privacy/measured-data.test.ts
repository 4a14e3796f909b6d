import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { leads } from '../../platform/db/schema.ts';

const test = adminTestApiForFile();

const photo = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 400, height: 300, channels: 3, background: '#abc' } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    'a.jpg',
    {
      type: 'image/jpeg',
    },
  );

/** A request with a measured element and a photo, and an Aufmaß with a photo, for `email`. */
async function measuredLead(email: string) {
  const key = randomBytes(32).toString('base64url');
  const request = {
    projektart: 'sanierung',
    produkt_fenster: true,
    vorname: 'Ida',
    nachname: 'Maß',
    email,
    datenschutz: true,
    selbstmessung: [{ position: 'Küche', frameWidthMm: 1180, frameHeightMm: 1370, clearWidthMm: 1010, clearHeightMm: 1200 }],
    photo_key: key,
  };
  expect((await test.request('/api/funnel/submit', { method: 'POST', json: request })).status).toBe(201);
  const [lead] = await test.db.select().from(leads).where(eq(leads.email, email));
  const customerPhoto = new FormData();
  customerPhoto.set('photo', await photo());
  expect((await test.request(`/api/funnel/photos/${key}/0`, { method: 'POST', body: customerPhoto })).status).toBe(201);
  const aufmass = new FormData();
  const opening = { position: 'Küche', roughWidthMm: 1210, roughHeightMm: 1400, openingType: 'fest', photos: ['photo-0'] };
  aufmass.set('record', JSON.stringify({ measuredOn: '2026-12-01', fitterName: 'Max', openings: [opening] }));
  aufmass.set('photo-0', await photo());
  const recorded = await test.request(`/api/admin/leads/${lead!.id}/aufmass`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${test.adminToken}` },
    body: aufmass,
  });
  expect(recorded.status).toBe(201);
  return lead!;
}

const asAdmin = (path: string, method = 'GET') => test.request(path, { method, headers: { Authorization: `Bearer ${test.adminToken}` } });

describe("the customer's measurements, photos and Aufmaß as personal data (Art. 15, 17 DSGVO)", () => {
  it('are named in the access report and gone from the disk with the erasure', async () => {
    const email = 'mass@example.de';
    const lead = await measuredLead(email);
    const report = await (await asAdmin(`/api/admin/privacy?email=${encodeURIComponent(email)}`)).text();
    expect(report).toContain('Von Ihnen gemessen');
    expect(report).toMatch(/Küche: Rahmen außen 1\.180 × 1\.370\smm, lichte Öffnung innen 1\.010 × 1\.200\smm/);
    expect(report).toContain('1 Foto Ihrer Fenster oder Türen');
    expect(report).toMatch(/Aufmaß Version 1 vom 01\.12\.2026: Küche 1\.180 × 1\.370\smm/);
    const json = await (await asAdmin(`/api/admin/privacy?email=${encodeURIComponent(email)}&format=json`)).json();
    expect(json.leads[0]).toMatchObject({ photos: 1, aufmass: [{ version: 1 }], selfMeasurements: [{ position: 'Küche' }] });

    const folders = ['lead-photos', 'aufmass'].map((area) => join(test.config.UPLOAD_DIR, area, String(lead.id)));
    expect(folders.map(existsSync)).toEqual([true, true]);
    expect((await asAdmin(`/api/admin/privacy?email=${encodeURIComponent(email)}`, 'DELETE')).status).toBe(200);
    expect(folders.map(existsSync)).toEqual([false, false]);
  });
});
