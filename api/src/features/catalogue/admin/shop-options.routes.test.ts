import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanges, options, productOptions, products } from '../../../platform/db/schema.ts';
import { catalogueMessages as m } from '../contract/catalogue-messages.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../../testing/test-admin.ts';

let test: AdminTestApi;
let windowId: number;
beforeAll(async () => {
  test = await createAdminTestApi();
  windowId = (await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster')))[0]!.id;
});
afterAll(() => test.cleanup());

const publicOptions = async (productId: number) =>
  (await (await test.request(`/api/product-options/${productId}`)).json()) as {
    key: string;
    options: { id: number; label: string; price: number }[];
  }[];

describe('option categories', () => {
  it('lists, creates with a key made from the name, and updates', async () => {
    const list = await test.call('GET', '/api/admin/shop-option-categories');
    expect(list.body.map((c: { key: string }) => c.key)).toContain('profile_settings');
    const created = await test.call('POST', '/api/admin/shop-option-categories', { name: 'Griffe & Beschläge', description: 'Für innen' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Griffe & Beschläge',
      key: 'griffe_beschlaege',
      type: 'select',
      order_index: 0,
      active: true,
    });
    const again = await test.call('POST', '/api/admin/shop-option-categories', { name: 'Griffe & Beschläge' });
    expect(again.body.key).toBe('griffe_beschlaege_2');
    expect((await test.call('POST', '/api/admin/shop-option-categories', { name: 'X', key: 'profile_settings' })).body.issues).toEqual({
      key: [m.optionCategoryKeyTaken],
    });
    const updated = await test.call('PUT', `/api/admin/shop-option-categories/${created.body.id}`, {
      name: 'Griffe',
      type: 'color',
      order_index: 9,
      active: false,
    });
    expect(updated.body).toMatchObject({ name: 'Griffe', key: 'griffe_beschlaege', type: 'color', order_index: 9, active: false });
    expect((await test.call('GET', '/api/admin/global-option-categories')).body).toContainEqual(updated.body);
  });

  it('answers 400 per field and 404 for unknown ids', async () => {
    const { body } = await test.call('POST', '/api/admin/shop-option-categories', { name: '', type: 'radio', order_index: -1 });
    expect(body.issues).toMatchObject({ name: [m.nameRequired], type: [m.optionCategoryType], order_index: [m.orderIndex] });
    expect((await test.call('PUT', '/api/admin/shop-option-categories/abc', { name: 'A' })).status).toBe(400);
    expect((await test.call('PUT', '/api/admin/shop-option-categories/999999', { name: 'A' })).status).toBe(404);
  });
});

describe('options', () => {
  it('creates by category key, fixed in cents and percentage in whole percent; the configurator prices them at once', async () => {
    const fixed = await test.call('POST', '/api/admin/shop-options', {
      name: 'Sicherheitsbeschlag',
      category: 'fenstertyp',
      price_modifier: 4950,
    });
    expect(fixed.status).toBe(201);
    expect(fixed.body).toMatchObject({
      category_key: 'fenstertyp',
      price_modifier: 4950,
      base_price_modifier: 4950,
      price_modifier_type: 'fixed',
      image_url: null,
      active: true,
    });
    const percent = await test.call('POST', '/api/admin/shop-options', {
      name: 'Premiumprofil',
      category: 'profile_settings',
      price_modifier: 10,
      price_modifier_type: 'percentage',
    });
    expect(percent.status).toBe(201);
    expect(percent.body).toMatchObject({ price_modifier: 10, price_modifier_type: 'percentage' });

    await test.call('PUT', `/api/admin/product-options/${windowId}`, {
      option_ids: [
        ...(await test.call('GET', `/api/admin/product-options/${windowId}`)).body.map((a: { option_id: number }) => a.option_id),
        fixed.body.id,
      ],
    });
    const group = (await publicOptions(windowId)).find((g) => g.key === 'fenstertyp')!;
    expect(group.options.find((o) => o.id === fixed.body.id)).toMatchObject({ label: 'Sicherheitsbeschlag', price: 4950 });

    const repriced = await test.call('PUT', `/api/admin/shop-options/${fixed.body.id}`, {
      name: 'Sicherheitsbeschlag',
      category_id: fixed.body.category_id,
      price_modifier: 10,
      price_modifier_type: 'percentage',
    });
    expect(repriced.body).toMatchObject({ price_modifier: 10, price_modifier_type: 'percentage', order_index: fixed.body.order_index });
    const base = (await test.db.select().from(products).where(eq(products.id, windowId)))[0]!.basePrice;
    const again = (await publicOptions(windowId)).find((g) => g.key === 'fenstertyp')!;
    expect(again.options.find((o) => o.id === fixed.body.id)!.price).toBe(Math.round(base / 10));

    const [entry] = await test.db
      .select()
      .from(catalogueChanges)
      .where(and(eq(catalogueChanges.action, 'updated'), eq(catalogueChanges.entity, 'option')));
    expect(entry).toMatchObject({ entity: 'option', label: 'Sicherheitsbeschlag' });
    expect(entry!.changes).toMatchObject({
      price_modifier: { before: 4950, after: 10 },
      price_modifier_type: { before: 'fixed', after: 'percentage' },
    });

    await test.call('PUT', `/api/admin/shop-options/${fixed.body.id}`, {
      name: 'Sicherheitsbeschlag',
      category_id: fixed.body.category_id,
      active: false,
    });
    expect((await publicOptions(windowId)).flatMap((g) => g.options).map((o) => o.id)).not.toContain(fixed.body.id);
  });

  it('lists by category name or key; the global options by category id', async () => {
    const byKey = await test.call('GET', '/api/admin/shop-options?category=farbe_und_dekore');
    expect(byKey.body.length).toBeGreaterThan(0);
    expect(new Set(byKey.body.map((o: { category_key: string }) => o.category_key))).toEqual(new Set(['farbe_und_dekore']));
    const byName = await test.call('GET', `/api/admin/shop-options?category=${encodeURIComponent(byKey.body[0].category)}`);
    expect(byName.body).toEqual(byKey.body);
    const global = await test.call('GET', `/api/admin/global-options?category=${byKey.body[0].category_id}`);
    expect(global.body).toEqual(byKey.body);
    expect((await test.call('GET', '/api/admin/global-options?category=farbe')).status).toBe(400);
  });

  it('answers 400 per field: category, modifier ranges by type, foreign image addresses', async () => {
    const missing = await test.call('POST', '/api/admin/shop-options', { name: 'Ohne' });
    expect(missing.body.issues).toEqual({ category_id: [m.optionCategoryRequired] });
    expect((await test.call('POST', '/api/admin/shop-options', { name: 'A', category: 'gibt_es_nicht' })).body.issues).toEqual({
      category: [m.optionCategoryUnknown],
    });
    expect(
      (await test.call('POST', '/api/admin/shop-options', { name: 'A', category: 'fenstertyp', price_modifier: 12.5 })).body.issues,
    ).toEqual({ price_modifier: [m.priceModifierFixed] });
    expect(
      (
        await test.call('POST', '/api/admin/shop-options', {
          name: 'A',
          category: 'fenstertyp',
          price_modifier: 2000,
          price_modifier_type: 'percentage',
        })
      ).body.issues,
    ).toEqual({ price_modifier: [m.priceModifierPercentage] });
    expect(
      (await test.call('POST', '/api/admin/shop-options', { name: 'A', category: 'fenstertyp', image_url: 'javascript:alert(1)' })).body
        .issues,
    ).toEqual({ image_url: [m.imageUrl] });
    expect((await test.call('POST', '/api/admin/shop-options', { name: 'Einteilig', category: 'fenstertyp' })).body.issues).toEqual({
      name: [m.optionNameTaken],
    });
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    expect((await test.call('PUT', '/api/admin/shop-options/x1', { name: 'A', category: 'fenstertyp' })).status).toBe(400);
    expect((await test.call('PUT', '/api/admin/shop-options/999999', { name: 'A', category: 'fenstertyp' })).status).toBe(404);
    expect((await test.call('DELETE', '/api/admin/shop-options/999999')).status).toBe(404);
  });

  it("reorders a category's options (drag and drop)", async () => {
    const list = (await test.call('GET', '/api/admin/shop-options?category=oeffnungsart')).body as { id: number }[];
    const reversed = list.map((o) => o.id).reverse();
    const { status, body } = await test.call(
      'PUT',
      `/api/admin/shop-option-categories/${(list[0] as unknown as { category_id: number }).category_id}/order`,
      { option_ids: reversed },
    );
    expect(status).toBe(200);
    expect(body.map((o: { id: number }) => o.id)).toEqual(reversed);
    expect(
      (
        await test.call('PUT', `/api/admin/shop-option-categories/${(list[0] as unknown as { category_id: number }).category_id}/order`, {
          option_ids: [999999],
        })
      ).body.issues,
    ).toEqual({ option_ids: [m.optionIdsUnknown] });
  });

  it('deletes an option with its assignments', async () => {
    const created = (await test.call('POST', '/api/admin/shop-options', { name: 'Kurzlebig', category: 'fenstertyp' })).body;
    await test.call('POST', '/api/admin/product-options', { product_id: windowId, option_id: created.id });
    expect((await test.call('DELETE', `/api/admin/shop-options/${created.id}`)).status).toBe(200);
    expect(await test.db.select().from(productOptions).where(eq(productOptions.optionId, created.id))).toEqual([]);
    expect(await test.db.select().from(options).where(eq(options.id, created.id))).toEqual([]);
  });
});

describe('assignments', () => {
  it('adds and removes single pairs as the spec calls them', async () => {
    const option = (await test.call('POST', '/api/admin/shop-options', { name: 'Paar', category: 'fenstertyp' })).body;
    expect((await test.call('POST', '/api/admin/product-options', { product_id: windowId, option_id: option.id })).status).toBe(201);
    expect((await test.call('GET', `/api/admin/product-options/${windowId}`)).body).toContainEqual({ option_id: option.id });
    expect((await test.call('DELETE', '/api/admin/product-options', { product_id: windowId, option_id: option.id })).status).toBe(200);
    expect((await test.call('DELETE', '/api/admin/product-options', { product_id: windowId, option_id: option.id })).status).toBe(404);
    expect((await test.call('POST', '/api/admin/product-options', { product_id: 999999, option_id: option.id })).status).toBe(404);
    expect((await test.call('POST', '/api/admin/product-options', { product_id: windowId, option_id: 999999 })).body.issues).toEqual({
      option_id: [m.optionIdsUnknown],
    });
    expect((await test.call('POST', '/api/admin/product-options', { product_id: 'a', option_id: option.id })).body.issues).toEqual({
      product_id: [m.productId],
    });
  });

  it('answers 400 for a non-numeric product id and 404 for an unknown one', async () => {
    expect((await test.call('GET', '/api/admin/product-options/abc')).status).toBe(400);
    expect((await test.call('GET', '/api/admin/product-options/999999')).status).toBe(404);
    expect((await test.call('PUT', '/api/admin/product-options/999999', { option_ids: [] })).status).toBe(404);
    expect((await test.call('PUT', `/api/admin/product-options/${windowId}`, { option_ids: [999999] })).body.issues).toEqual({
      option_ids: [m.optionIdsUnknown],
    });
  });

  it('replaces the whole selection in one transaction: concurrent saves end with exactly one of them', async () => {
    const all = (await test.call('GET', '/api/admin/shop-options')).body as { id: number }[];
    const product = (await test.db.insert(products).values({ name: 'Wettlauf', category: 'fenster' }).returning())[0]!;
    const selections = Array.from({ length: 12 }, (_, n) => all.slice(n * 5, n * 5 + 5 + n).map((o) => o.id));
    const answers = await Promise.all(
      selections.map((option_ids) => test.call('PUT', `/api/admin/product-options/${product.id}`, { option_ids })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(selections.map(() => 200));
    const final = (await test.db.select().from(productOptions).where(eq(productOptions.productId, product.id)))
      .map((row) => row.optionId)
      .sort((a, b) => a - b);
    expect(selections.map((selection) => [...selection].sort((a, b) => a - b))).toContainEqual(final);
    const log = await test.db.select().from(catalogueChanges).where(eq(catalogueChanges.entityId, product.id));
    expect(log.filter((entry) => entry.entity === 'product_options')).toHaveLength(12);
  });
});

describe('shop switch', () => {
  it('switches the shop off and on; off, saving answers 503 and the status says so at once', async () => {
    expect((await test.call('GET', '/api/admin/settings/shop')).body).toEqual({ shop_enabled: true });
    expect((await test.call('PUT', '/api/admin/settings/shop', { enabled: false })).body).toEqual({ shop_enabled: false });
    expect(await (await test.request('/api/public/shop-status')).json()).toEqual({ shop_enabled: false });
    const save = await test.call('POST', '/api/shop/configurations', {
      productId: windowId,
      selectedOptions: {},
      dimensions: { width: 1000, height: 1000 },
    });
    expect(save.status).toBe(503);
    // The admin area keeps working while the shop is off.
    expect((await test.call('GET', '/api/admin/products')).status).toBe(200);
    expect((await test.call('PUT', '/api/admin/settings/shop', { enabled: true })).body).toEqual({ shop_enabled: true });
    expect((await test.call('PUT', '/api/admin/settings/shop', { enabled: 'ja' })).body.issues).toEqual({ enabled: [m.enabled] });
    const [entry] = await test.db.select().from(catalogueChanges).where(eq(catalogueChanges.entity, 'shop_settings'));
    expect(entry!.changes).toEqual({ shop_enabled: { before: true, after: false } });
  });
});

describe('change log', () => {
  it('reads newest first, filtered by kind and name, paged like the inbox', async () => {
    const page = await test.call('GET', '/api/admin/change-log?pageSize=2');
    expect(page.status).toBe(200);
    expect(page.body.entries).toHaveLength(2);
    expect(page.body).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(page.body.total).toBeGreaterThan(10);
    expect(Date.parse(page.body.entries[0].at)).toBeGreaterThanOrEqual(Date.parse(page.body.entries[1].at));
    const settings = await test.call('GET', '/api/admin/change-log?entity=shop_settings');
    expect(settings.body.entries.map((e: { action: string; by: string }) => [e.action, e.by])).toEqual([
      ['updated', test.adminName],
      ['updated', test.adminName],
    ]);
    const named = await test.call('GET', '/api/admin/change-log?q=Sicherheits');
    expect(named.body.entries.every((e: { label: string }) => e.label.includes('Sicherheits'))).toBe(true);
    expect(named.body.total).toBeGreaterThan(0);
    const bad = await test.call('GET', '/api/admin/change-log?entity=kunde&page=0&pageSize=500');
    expect(Object.keys(bad.body.issues).sort()).toEqual(['entity', 'page', 'pageSize']);
  });

  it('refuses days the calendar does not have with a German 400, as the lead filters do', async () => {
    for (const query of ['from=2026-13-45', 'to=2026-00-00', 'from=9999-99-99', 'from=2026-02-30', 'to=2026-2-3']) {
      const response = await test.call('GET', `/api/admin/change-log?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.values(response.body.issues).flat(), query).toEqual(['Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.']);
    }
    expect((await test.call('GET', '/api/admin/change-log?from=2024-02-29&to=2026-12-31')).status).toBe(200);
  });
});
