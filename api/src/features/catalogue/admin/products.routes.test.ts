import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanges, productLines } from '../../../platform/db/schema.ts';
import { catalogueMessages as m } from '../contract/catalogue-messages.ts';
import { priceConfiguredItems } from '../configured-items.ts';
import { elementValueMessages as vm } from '../contract/element-value-messages.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../../testing/test-admin.ts';

let test: AdminTestApi;
let lineId: number;
let categoryIds: number[];
beforeAll(async () => {
  test = await createAdminTestApi();
  lineId = (await test.call('POST', '/api/admin/product-lines', { name: 'Testlinie' })).body.id;
  categoryIds = [];
  for (const name of ['Eins', 'Zwei'])
    categoryIds.push((await test.call('POST', '/api/admin/product-categories', { name, product_line_id: lineId })).body.id);
});
afterAll(() => test.cleanup());

const product = (fields: Record<string, unknown> = {}) => ({
  name: 'Testfenster',
  description: 'Dreifach verglast',
  category: 'fenster',
  product_line_id: lineId,
  base_price: 123456,
  active: true,
  category_ids: [categoryIds[0]],
  ...fields,
});

describe('products', () => {
  it('creates, lists, updates and deletes with category_ids, and the public reads follow at once', async () => {
    const created = await test.call('POST', '/api/admin/products', product());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), price_grid: null, values: null, ...product() });
    const id = created.body.id;

    expect((await test.call('GET', '/api/admin/products')).body).toContainEqual(created.body);
    expect((await (await test.request('/api/products')).json()).map((p: { id: number }) => p.id)).toContain(id);

    const updated = await test.call(
      'PUT',
      `/api/admin/products/${id}`,
      product({ base_price: 99900, active: false, category_ids: [categoryIds[1], categoryIds[0]] }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ base_price: 99900, active: false, category_ids: [...categoryIds].sort((a, b) => a - b) });
    // Inactive: gone from the configurator at once.
    expect((await (await test.request('/api/products')).json()).map((p: { id: number }) => p.id)).not.toContain(id);

    const log = await test.db.select().from(catalogueChanges).where(eq(catalogueChanges.entityId, id));
    const priceChange = log.find((entry) => entry.entity === 'product' && entry.action === 'updated');
    expect(priceChange).toMatchObject({ by: test.adminName, label: 'Testfenster' });
    expect(priceChange!.changes.base_price).toEqual({ before: 123456, after: 99900 });

    expect((await test.call('DELETE', `/api/admin/products/${id}`)).status).toBe(200);
    expect((await test.call('DELETE', `/api/admin/products/${id}`)).status).toBe(404);
  });

  it('keeps the declared Uw, Ug, g, Rw and RC through create, list and update, and clears them with null', async () => {
    const values = { kind: 'window', u: 95, ug: 50, g: 52, rw: 38, rc: 'RC2' };
    const created = await test.call('POST', '/api/admin/products', product({ values }));
    expect(created.status).toBe(201);
    expect(created.body.values).toEqual(values);
    const listed = (await test.call('GET', '/api/admin/products')).body.find((p: { id: number }) => p.id === created.body.id);
    expect(listed.values).toEqual(values);

    const door = { kind: 'entrance_door', u: 130, ug: null, g: null, rw: null, rc: null };
    const updated = await test.call(
      'PUT',
      `/api/admin/products/${created.body.id}`,
      product({ values: { kind: 'entrance_door', u: 130 } }),
    );
    expect(updated.body.values).toEqual(door);
    expect((await test.call('PUT', `/api/admin/products/${created.body.id}`, product({ values: null }))).body.values).toBeNull();
  });

  it('gives a configured line the förderfähig badge at and below the threshold setting, not above', async () => {
    const priced = async (u: number) => {
      const { body } = await test.call('POST', '/api/admin/products', product({ values: { kind: 'window', u } }));
      const [line] = await priceConfiguredItems(test.db, [{ productId: body.id, optionIds: [], breite: null, hoehe: null, menge: 1 }]);
      return line!.funding;
    };
    expect(await priced(95)).toBe('förderfähig (BEG EM, Uw ≤ 0,95)');
    expect(await priced(96)).toBeNull();
    const thresholds = (await test.call('GET', '/api/admin/settings/funding')).body;
    const stricter = { ...thresholds, maxU: { ...thresholds.maxU, window: 90 }, asOf: '2027-01-01' };
    expect((await test.call('PUT', '/api/admin/settings/funding', stricter)).body).toEqual(stricter);
    expect(await priced(95)).toBeNull();
    expect(await priced(90)).toBe('förderfähig (BEG EM, Uw ≤ 0,90)');
    await test.call('PUT', '/api/admin/settings/funding', thresholds);
  });

  it('lets a glazing option set Uw, Ug and g: the configured line, the option list and the badge follow the choice', async () => {
    const { body: window } = await test.call(
      'POST',
      '/api/admin/products',
      product({ values: { kind: 'window', u: 110, ug: 100, g: 60 } }),
    );
    const { body: group } = await test.call('POST', '/api/admin/shop-option-categories', {
      name: 'Verglasung (Kennwerte)',
      type: 'select',
    });
    const changes = { u: 90, ug: 50, g: 52, rw: null, rc: null };
    const triple = await test.call('POST', '/api/admin/shop-options', { name: 'Dreifach', category: group.key, values: changes });
    expect(triple.status).toBe(201);
    expect(triple.body.values).toEqual(changes);
    const { body: double } = await test.call('POST', '/api/admin/shop-options', { name: 'Zweifach', category: group.key });
    expect(double.values).toBeNull();
    for (const option of [triple.body, double])
      await test.call('POST', '/api/admin/product-options', { product_id: window.id, option_id: option.id });

    const line = async (optionIds: number[]) =>
      (await priceConfiguredItems(test.db, [{ productId: window.id, optionIds, breite: null, hoehe: null, menge: 1 }]))[0]!;
    expect(await line([double.id])).toMatchObject({ values: { u: 110, ug: 100, g: 60 }, funding: null });
    expect(await line([triple.body.id])).toMatchObject({
      values: { kind: 'window', u: 90, ug: 50, g: 52, rw: null, rc: null },
      funding: 'förderfähig (BEG EM, Uw ≤ 0,95)',
    });
    // The islands compute the same from the public lists: the option's changes and the kind's maximum.
    const offered = (await (await test.request(`/api/product-options/${window.id}`)).json()) as {
      options: { id: number; values: unknown }[];
    }[];
    expect(offered.flatMap((g) => g.options).find((option) => option.id === triple.body.id)?.values).toEqual(changes);
    const listed = (await (await test.request('/api/products')).json()) as { id: number; funding_max_u: number | null }[];
    expect(listed.find((entry) => entry.id === window.id)?.funding_max_u).toBe(95);

    // An update without values (the shop-option calls send none) keeps them; null clears them.
    const kept = await test.call('PUT', `/api/admin/shop-options/${triple.body.id}`, { name: 'Dreifach', category: group.key });
    expect(kept.body.values).toEqual(changes);
    const cleared = await test.call('PUT', `/api/admin/shop-options/${triple.body.id}`, {
      name: 'Dreifach',
      category: group.key,
      values: null,
    });
    expect(cleared.body.values).toBeNull();
    const refused = await test.call('POST', '/api/admin/shop-options', {
      name: 'Falsch',
      category: group.key,
      values: { u: 0.9, g: 200, rc: 'RC9' },
    });
    expect(refused.body.issues).toMatchObject({ 'values.u': [vm.u], 'values.g': [vm.g], 'values.rc': [vm.rc] });
  });

  it('shows the values and the badge in the public product lists, and a new threshold at once', async () => {
    const { body } = await test.call('POST', '/api/admin/products', product({ values: { kind: 'roof_window', u: 100, rw: 35 } }));
    const listed = async () => {
      const all = (await (await test.request('/api/products')).json()) as { id: number; values: unknown; funding: string | null }[];
      return all.find((entry) => entry.id === body.id)!;
    };
    expect(await listed()).toMatchObject({
      values: { kind: 'roof_window', u: 100, ug: null, g: null, rw: 35, rc: null },
      funding: 'förderfähig (BEG EM, Uw ≤ 1,00)',
    });
    const thresholds = (await test.call('GET', '/api/admin/settings/funding')).body;
    await test.call('PUT', '/api/admin/settings/funding', { ...thresholds, maxU: { ...thresholds.maxU, roof_window: 99 } });
    // The list is kept per catalogue version: the new maximum must not wait for the next product change.
    expect((await listed()).funding).toBeNull();
    await test.call('PUT', '/api/admin/settings/funding', thresholds);
    expect((await listed()).funding).toBe('förderfähig (BEG EM, Uw ≤ 1,00)');
  });

  it('refuses values that are not declared values, with German messages', async () => {
    const { status, body } = await test.call(
      'POST',
      '/api/admin/products',
      product({ values: { kind: 'garage', u: 0.95, g: 120, rw: 0, rc: 'RC9' } }),
    );
    expect(status).toBe(400);
    expect(body.issues).toEqual({
      'values.kind': [vm.kind],
      'values.u': [vm.u],
      'values.g': [vm.g],
      'values.rw': [vm.rw],
      'values.rc': [vm.rc],
    });
  });

  it('answers 400 with German messages per field', async () => {
    const { status, body } = await test.call('POST', '/api/admin/products', {
      name: ' ',
      category: 'garage',
      product_line_id: 0,
      base_price: -1,
      category_ids: [],
    });
    expect(status).toBe(400);
    expect(body.issues).toMatchObject({
      name: [m.nameRequired],
      category: [m.legacyCategory],
      product_line_id: [m.productLineRequired],
      base_price: [m.basePrice],
      category_ids: [m.categoryIds],
    });
    expect((await test.call('POST', '/api/admin/products', product({ base_price: 12.5 }))).body.issues).toEqual({
      base_price: [m.basePrice],
    });
  });

  it('refuses an unknown line and categories of another line', async () => {
    expect((await test.call('POST', '/api/admin/products', product({ product_line_id: 999999 }))).body.issues).toEqual({
      product_line_id: [m.productLineUnknown],
    });
    const [fenster] = await test.db.select().from(productLines).where(eq(productLines.name, 'Fenster'));
    expect((await test.call('POST', '/api/admin/products', product({ product_line_id: fenster!.id }))).body.issues).toEqual({
      category_ids: [m.categoryIdsUnknown],
    });
    expect((await test.call('POST', '/api/admin/products', product({ category_ids: [999999] }))).body.issues).toEqual({
      category_ids: [m.categoryIdsUnknown],
    });
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    expect((await test.call('PUT', '/api/admin/products/abc', product())).status).toBe(400);
    expect((await test.call('DELETE', '/api/admin/products/-1')).status).toBe(400);
    expect((await test.call('PUT', '/api/admin/products/999999', product())).status).toBe(404);
    expect((await test.call('DELETE', '/api/admin/products/999999')).status).toBe(404);
  });
});
