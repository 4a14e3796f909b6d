import { eq } from 'drizzle-orm';
import { VERSION_TRUSTED_MS } from './answer-cache.ts';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { options, products, shopSettings } from '../../platform/db/schema.ts';

const test = testApiForFile();

const getJson = async (path: string) => {
  const response = await test.request(path);
  return { status: response.status, body: await response.json(), headers: response.headers };
};

const productId = async (name: string) => (await test.db.select().from(products).where(eq(products.name, name)))[0]!.id;

/** A write outside this process shows once the version read last is older than the cache trusts it. */
const versionGoesStale = () => new Promise((resolve) => setTimeout(resolve, VERSION_TRUSTED_MS + 50));

describe('GET /api/products', () => {
  it('lists the active products with id, name, description, category, base price in cents, size price grid and declared values', async () => {
    await test.db.update(products).set({ active: false }).where(eq(products.name, 'Aluminium-Haustür'));
    const { status, body } = await getJson('/api/products');
    expect(status).toBe(200);
    expect(body.map((product: { name: string }) => product.name)).not.toContain('Aluminium-Haustür');
    expect(body.find((product: { name: string }) => product.name === 'Vorbaurollladen')).toEqual({
      id: expect.any(Number),
      name: 'Vorbaurollladen',
      description: expect.any(String),
      category: 'rolllaeden',
      base_price: 29900,
      price_grid: null,
      values: null,
      funding: null,
      funding_max_u: null,
    });
    expect(new Set(body.map((product: { category: string }) => product.category))).toEqual(
      new Set(['fenster', 'tueren', 'rolllaeden', 'insektenschutz']),
    );
  });
});

describe('GET /api/product-options/{productId}', () => {
  it("groups the product's options by category in catalogue order, with prices in cents", async () => {
    const { status, body } = await getJson(`/api/product-options/${await productId('Vorbaurollladen')}`);
    expect(status).toBe(200);
    expect(body.map((group: { name: string }) => group.name)).toEqual(['Antrieb', 'Panzerfarbe']);
    expect(body[0]).toMatchObject({ key: 'antrieb', type: 'select', required: true });
    expect(body[0].options.map((option: { label: string; price: number }) => [option.label, option.price])).toEqual([
      ['Gurtwickler', 0],
      ['Kurbel', 4900],
      ['Elektromotor mit Schalter', 19900],
      ['Funkmotor (Smart Home)', 29900],
    ]);
  });

  it('turns percentage modifiers into cents for that product', async () => {
    const { body } = await getJson(`/api/product-options/${await productId('Kunststofffenster')}`);
    const profile = body.find((group: { key: string }) => group.key === 'profile_settings');
    expect(profile.options.find((option: { label: string }) => option.label === 'Ideal 8000')).toMatchObject({
      price: 2980,
      price_modifier: 20,
      price_modifier_type: 'percentage',
    });
    const colours = body.find((group: { key: string }) => group.key === 'farbe_und_dekore');
    expect(colours.type).toBe('color');
    expect(colours.options[0]).toMatchObject({ label: 'Weiß', color_code: '#FFFFFF' });
  });

  it('answers 404 for unknown or inactive products and for ids that are not numbers', async () => {
    expect((await getJson('/api/product-options/99999')).status).toBe(404);
    expect((await getJson(`/api/product-options/${await productId('Aluminium-Haustür')}`)).status).toBe(404);
    expect((await getJson('/api/product-options/abc')).status).toBe(404);
  });
});

describe('shop data', () => {
  it('offers only products with shop options', async () => {
    const { body } = await getJson('/api/public/products');
    expect(body.map((product: { name: string }) => product.name)).toEqual(['Kunststofffenster', 'Kunststoff-Balkontür']);
    expect(body[0]).toMatchObject({ base_price: 14900, active: true });
  });

  it('reports the shop switch, never cached', async () => {
    expect((await getJson('/api/public/shop-status')).body).toEqual({ shop_enabled: true });
    await test.db.update(shopSettings).set({ shopEnabled: false });
    const { body, headers } = await getJson('/api/public/shop-status');
    expect(body).toEqual({ shop_enabled: false });
    expect(headers.get('cache-control')).toBe('no-store');
    await test.db.update(shopSettings).set({ shopEnabled: true });
  });
});

describe('the answers follow every catalogue change at once', () => {
  it('serves a kept answer while nothing changed (ETag, 304) and a new one after any write – one outside this process within the trusted time', async () => {
    const first = await test.request('/api/products');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect((await test.request('/api/products', { headers: { 'If-None-Match': etag } })).status).toBe(304);

    // Written past the API, as another server process would: seen once the version read goes stale.
    await test.db.update(products).set({ basePrice: 15900 }).where(eq(products.name, 'Vorbaurollladen'));
    await versionGoesStale();
    const changed = await test.request('/api/products', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    const body = (await changed.json()) as { name: string; base_price: number }[];
    expect(body.find((product) => product.name === 'Vorbaurollladen')!.base_price).toBe(15900);

    const id = await productId('Vorbaurollladen');
    const before = await getJson(`/api/product-options/${id}`);
    await test.db.update(options).set({ priceModifier: 5900 }).where(eq(options.name, 'Kurbel'));
    await versionGoesStale();
    const after = await getJson(`/api/product-options/${id}`);
    expect(before.body[0].options[1]).toMatchObject({ label: 'Kurbel', price: 4900 });
    expect(after.body[0].options[1]).toMatchObject({ label: 'Kurbel', price: 5900 });
  });
});
