import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { options, products, savedConfigurations, shopSettings } from '../../platform/db/schema.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';
import { createTestUser } from '../../../testing/test-users.ts';

let test: TestApi;
let token: string;
let userId: number;
let optionId: (name: string, categoryKey?: string) => Promise<number>;
let windowId: number;

const testGrid = {
  widths: [1000, 1250, 2000],
  heights: [1000, 1500, 2500],
  cells: [
    [20000, 24000, 32000],
    [26000, 30000, 40000],
    [34000, 41000, null],
  ],
};

beforeAll(async () => {
  test = await createTestApi();
  ({
    token,
    user: { id: userId },
  } = await createTestUser(test.db));
  windowId = (await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster')))[0]!.id;
  // A grid of our own, so the figures below are read off it rather than off the demo seed's formula.
  await test.db.update(products).set({ priceGrid: testGrid }).where(eq(products.id, windowId));
  const all = await test.db.select().from(options);
  optionId = async (name) => all.find((option) => option.name === name)!.id;
});
afterAll(() => test.cleanup());

const whiteWindow = async () => ({
  productId: windowId,
  productName: 'egal',
  basePrice: 1,
  totalPrice: 1,
  selectedOptions: {
    profile_settings: { id: await optionId('Ideal 8000'), name: 'egal', price: 0 },
    farbe_und_dekore: { id: await optionId('Weiß') },
    fenstertyp: { id: await optionId('Zweiteilig') },
    oberlicht_unterlicht: { id: await optionId('mit Oberlicht') },
    oeffnungsart: { id: await optionId('links') },
  },
  dimensions: { width: 1230, height: 1480 },
});

const save = (body: unknown, auth: Record<string, string> = { Authorization: `Bearer ${token}` }) =>
  test.request('/api/shop/configurations', { method: 'POST', json: body, headers: auth });

describe('POST /api/shop/configurations', () => {
  it('needs a session and says so in German', async () => {
    const response = await save(await whiteWindow(), {});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Bitte melden Sie sich an, um die Konfiguration zu speichern.' });
    expect((await save(await whiteWindow(), { Authorization: 'Bearer erfunden' })).status).toBe(401);
  });

  it('stores a draft priced by the server, whatever total the client sent', async () => {
    const response = await save(await whiteWindow());
    expect(response.status).toBe(201);
    const body = await response.json();
    // 1230 × 1480 mm is in the 1250 × 1500 cell, 300,00 €; + 20 % (Ideal 8000) + 45 % (Zweiteilig)
    // + 89,00 € (Oberlicht) + 49,00 € (links)
    expect(body.totalPrice).toBe(30000 + 6000 + 13500 + 8900 + 4900);
    expect(body).toMatchObject({ productName: 'Kunststofffenster', basePrice: 30000, status: 'draft' });
    expect(body.selectedOptions.profile_settings).toEqual({
      id: await optionId('Ideal 8000'),
      name: 'Ideal 8000',
      price: 6000,
      colorCode: null,
    });
    expect(body.dimensions).toEqual({ width: 1230, height: 1480, minWidth: 385, maxWidth: 3010, minHeight: 385, maxHeight: 3010 });
    const [stored] = await test.db.select().from(savedConfigurations).where(eq(savedConfigurations.id, body.id));
    expect(stored).toMatchObject({ userId, totalPrice: body.totalPrice });
  });

  it('prices two sizes of the same configuration by their grid cells', async () => {
    const small = await whiteWindow();
    small.dimensions = { width: 600, height: 600 };
    const large = await whiteWindow();
    large.dimensions = { width: 1900, height: 1400 };
    const [smallSaved, largeSaved] = await Promise.all([save(small).then((r) => r.json()), save(large).then((r) => r.json())]);
    // 200,00 € and 400,00 € as bases, each with the same options: 20 % + 45 % of the base, 89,00 € + 49,00 €.
    expect(smallSaved.totalPrice).toBe(20000 + 4000 + 9000 + 13800);
    expect(largeSaved.totalPrice).toBe(40000 + 8000 + 18000 + 13800);
  });

  it('refuses a size "auf Anfrage" or beyond the grid, in German, and stores nothing', async () => {
    const before = (await test.db.select().from(savedConfigurations)).length;
    for (const dimensions of [
      { width: 1800, height: 2200 },
      { width: 2100, height: 900 },
      { width: 900, height: 2600 },
    ]) {
      const body = await whiteWindow();
      body.dimensions = dimensions;
      const response = await save(body);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: 'Für diese Größe gibt es keinen Online-Preis. Bitte fordern Sie ein Angebot an.' });
    }
    expect(await test.db.select().from(savedConfigurations)).toHaveLength(before);
  });

  it('accepts the session cookie as well as the bearer token', async () => {
    expect((await save(await whiteWindow(), { Cookie: `session=${token}` })).status).toBe(201);
  });

  it('needs the colour steps for a colour other than white', async () => {
    const body = await whiteWindow();
    body.selectedOptions.farbe_und_dekore = { id: await optionId('Golden Oak') };
    const response = await save(body);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual({
      'selectedOptions.sonderfarben': ['Bitte treffen Sie hier eine Auswahl.'],
      'selectedOptions.farbkombination': ['Bitte treffen Sie hier eine Auswahl.'],
      'selectedOptions.aludec_woodec': ['Bitte treffen Sie hier eine Auswahl.'],
    });
  });

  it('refuses an option of another step or product', async () => {
    const body = await whiteWindow();
    body.selectedOptions.fenstertyp = { id: await optionId('Kurbel') };
    const response = await save(body);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual({
      'selectedOptions.fenstertyp': ['Diese Option ist für das gewählte Produkt nicht verfügbar.'],
    });
  });

  it('keeps sizes between 385 and 3010 mm, both required', async () => {
    const body = await whiteWindow();
    const tooSmall = await save({ ...body, dimensions: { width: 384, height: 3011 } });
    expect((await tooSmall.json()).issues).toEqual({
      'dimensions.width': ['Bitte geben Sie eine Breite zwischen 385 und 3010 mm ein.'],
      'dimensions.height': ['Bitte geben Sie eine Höhe zwischen 385 und 3010 mm ein.'],
    });
    expect((await save({ ...body, dimensions: { width: 800 } })).status).toBe(400);
  });

  it('answers 404 for a product that is not on offer', async () => {
    expect((await save({ ...(await whiteWindow()), productId: 99999 })).status).toBe(404);
  });

  it('answers 503 while the shop is switched off', async () => {
    await test.db.update(shopSettings).set({ shopEnabled: false });
    const response = await save(await whiteWindow());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Der Shop ist derzeit wegen Wartungsarbeiten geschlossen.' });
    await test.db.update(shopSettings).set({ shopEnabled: true });
  });
});
