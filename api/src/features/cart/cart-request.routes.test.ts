import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { leadPhotos, leads, optionCategories, options, outbox, products } from '../../platform/db/schema.ts';

const test = testApiForFile({ NOTIFY_EMAIL: 'team@example.de' });

const submit = (body: unknown, headers: Record<string, string> = {}) =>
  test.request('/api/cart/request', { method: 'POST', json: body, headers });
const leadsByEmail = (email: string) => test.db.select().from(leads).where(eq(leads.email, email));

async function productId(name: string) {
  const [row] = await test.db.select({ id: products.id }).from(products).where(eq(products.name, name));
  return row!.id;
}

async function optionId(group: string, name: string) {
  const [row] = await test.db
    .select({ id: options.id })
    .from(options)
    .innerJoin(optionCategories, eq(options.categoryId, optionCategories.id))
    .where(and(eq(optionCategories.key, group), eq(options.name, name)));
  return row!.id;
}

/** What the cart's form sends: contact, place and consent beside the cart's lines. */
const contact = (email: string) => ({
  vorname: 'Eva',
  nachname: 'Nord',
  email,
  telefon: '0401234',
  plz: '24103 Kiel',
  datenschutz: true,
  website: '',
  utm_params: { utm_source: 'newsletter' },
});

describe('POST /api/cart/request', () => {
  it('stores one lead from the cart: its lines priced with their glazing, the products they are, the source "Warenkorb"', async () => {
    const window = await productId('Kunststofffenster');
    const door = await productId('Hebe-Schiebetür');
    const glazing = await optionId('verglasung', '3-fach-Wärmeschutzverglasung');
    const response = await submit({
      ...contact('eva.warenkorb@example.de'),
      lines: [
        { productId: window, optionIds: [glazing], breite: 120, hoehe: 140, menge: 2 },
        { productId: door, optionIds: [glazing], breite: 250, hoehe: 220, menge: 1 },
      ],
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: 'Ihre Anfrage wurde erfolgreich übermittelt.' });

    const [lead] = await leadsByEmail('eva.warenkorb@example.de');
    expect(lead).toMatchObject({
      source: 'warenkorb',
      produkte: ['fenster', 'schiebetuer'],
      verglasung: '3-fach',
      material: null,
      plz: '24103 Kiel',
      vorname: 'Eva',
      nachname: 'Nord',
      telefon: '0401234',
      utmParams: { utm_source: 'newsletter' },
      dimensions: [],
    });
    expect(lead!.configuration!.map((line) => [line.productName, line.menge, line.options.map((option) => option.name)])).toEqual([
      ['Kunststofffenster', 2, ['3-fach-Wärmeschutzverglasung']],
      ['Hebe-Schiebetür', 1, ['3-fach-Wärmeschutzverglasung']],
    ]);
    expect(lead!.configuration!.every((line) => line.unitPrice !== null)).toBe(true);
    const mails = await test.db.select().from(outbox).where(eq(outbox.recipient, 'eva.warenkorb@example.de'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Ihre Anfrage bei Fensterwerk Nord']);
  });

  it('answers a repeated Idempotency-Key with the first answer and stores one lead', async () => {
    const body = {
      ...contact('einmal@example.de'),
      lines: [{ productId: await productId('Kunststofffenster'), breite: 100, hoehe: 120, menge: 1 }],
    };
    const headers = { 'Idempotency-Key': '3f1c2b7a-0d4e-4b8a-9c1d-2e3f4a5b6c7d' };
    expect((await submit(body, headers)).status).toBe(201);
    expect((await submit(body, headers)).status).toBe(201);
    expect(await leadsByEmail('einmal@example.de')).toHaveLength(1);
  });

  it('asks for name, e-mail, place and consent, and for at least one line', async () => {
    const response = await submit({ ...contact('eva@'), vorname: '', plz: ' ', datenschutz: false, lines: [] });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual({
      vorname: ['Vorname ist erforderlich'],
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein'],
      plz: ['Bitte geben Sie PLZ und Ort an'],
      datenschutz: ['Sie müssen der Datenschutzerklärung zustimmen'],
      lines: ['Ihr Warenkorb ist leer.'],
    });
  });

  it('answers a filled trap field like a success and stores nothing', async () => {
    const body = {
      ...contact('bot@example.de'),
      website: 'https://spam.example',
      lines: [{ productId: await productId('Kunststofffenster'), menge: 1 }],
    };
    expect((await submit(body)).status).toBe(201);
    expect(await leadsByEmail('bot@example.de')).toEqual([]);
  });
});

describe("the cart's request with photos (ADR 084)", () => {
  it('names the key its photos follow under; a photo sent with it lands on the lead', async () => {
    const key = randomBytes(32).toString('base64url');
    const window = await productId('Kunststofffenster');
    const response = await submit({
      ...contact('eva.fotos@example.de'),
      photo_key: key,
      lines: [{ productId: window, optionIds: [], menge: 1 }],
    });
    expect(response.status).toBe(201);
    const [lead] = await leadsByEmail('eva.fotos@example.de');
    expect(lead!.photoKeyHash).toMatch(/^[0-9a-f]{64}$/);
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#789' } })
      .jpeg()
      .toBuffer();
    form.set('photo', new File([new Uint8Array(jpeg)], 'a.jpg', { type: 'image/jpeg' }));
    expect((await test.request(`/api/funnel/photos/${key}/0`, { method: 'POST', body: form })).status).toBe(201);
    expect(await test.db.select().from(leadPhotos).where(eq(leadPhotos.leadId, lead!.id))).toHaveLength(1);
  });
});
