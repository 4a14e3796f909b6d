import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../../testing/fixtures.ts';
import { catalogueChanges, productCategories, productLines, products } from '../../../platform/db/schema.ts';
import { catalogueMessages as m } from '../contract/catalogue-messages.ts';
import { apiMessages } from '../../../shared/messages.ts';
import { createTestUser } from '../../../../testing/test-users.ts';

const test = adminTestApiForFile();

const line = (fields: Record<string, unknown> = {}) => ({
  name: 'Holz-Alu-Fenster',
  description: 'Warm und robust',
  priority: 5,
  active: true,
  parent_id: null,
  ...fields,
});

describe('product lines', () => {
  it('lists every line with the spec fields, creates, updates and logs each change', async () => {
    const list = await test.call('GET', '/api/admin/product-lines');
    expect(list.status).toBe(200);
    expect(Object.keys(list.body[0]).sort()).toEqual(['active', 'description', 'id', 'name', 'parent_id', 'priority']);

    const created = await test.call('POST', '/api/admin/product-lines', line());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(line());

    const updated = await test.call('PUT', `/api/admin/product-lines/${created.body.id}`, line({ name: 'Holz-Alu', active: false }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, name: 'Holz-Alu', active: false });

    const log = await test.db.select().from(catalogueChanges).where(eq(catalogueChanges.entityId, created.body.id));
    expect(log.map((entry) => [entry.entity, entry.action, entry.by])).toEqual([
      ['product_line', 'created', test.adminName],
      ['product_line', 'updated', test.adminName],
    ]);
    expect(log[1]!.changes).toEqual({ name: { before: 'Holz-Alu-Fenster', after: 'Holz-Alu' }, active: { before: true, after: false } });
  });

  it('defaults priority 0, active true and no parent', async () => {
    const { status, body } = await test.call('POST', '/api/admin/product-lines', { name: 'Nur Name' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ priority: 0, active: true, parent_id: null, description: '' });
  });

  it('answers 400 with German messages per field', async () => {
    const { status, body } = await test.call('POST', '/api/admin/product-lines', { name: '  ', priority: 1.5, active: 'ja', parent_id: 0 });
    expect(status).toBe(400);
    expect(body.issues).toMatchObject({ name: [m.nameRequired], priority: [m.priority], active: [m.active], parent_id: [m.parent] });
  });

  it('allows one level of nesting only', async () => {
    const parent = (await test.call('POST', '/api/admin/product-lines', line({ name: 'Oben' }))).body;
    const child = await test.call('POST', '/api/admin/product-lines', line({ name: 'Unten', parent_id: parent.id }));
    expect(child.status).toBe(201);
    const grandchild = await test.call('POST', '/api/admin/product-lines', line({ name: 'Ganz unten', parent_id: child.body.id }));
    expect(grandchild.body.issues).toEqual({ parent_id: [m.parentNotTopLevel] });
    expect((await test.call('PUT', `/api/admin/product-lines/${parent.id}`, line({ parent_id: parent.id }))).body.issues).toEqual({
      parent_id: [m.parentIsSelf],
    });
    const other = (await test.call('POST', '/api/admin/product-lines', line({ name: 'Andere' }))).body;
    expect((await test.call('PUT', `/api/admin/product-lines/${parent.id}`, line({ parent_id: other.id }))).body.issues).toEqual({
      parent_id: [m.parentHasChildren],
    });
    expect((await test.call('POST', '/api/admin/product-lines', line({ parent_id: 999999 }))).body.issues).toEqual({
      parent_id: [m.parentUnknown],
    });
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    expect((await test.call('PUT', '/api/admin/product-lines/abc', line())).status).toBe(400);
    expect((await test.call('DELETE', '/api/admin/product-lines/1e3')).status).toBe(400);
    expect((await test.call('PUT', '/api/admin/product-lines/999999', line())).status).toBe(404);
    expect((await test.call('DELETE', '/api/admin/product-lines/999999')).status).toBe(404);
  });

  it('deletes an unused line with its categories; its child lines become top-level', async () => {
    const parent = (await test.call('POST', '/api/admin/product-lines', line({ name: 'Weg damit' }))).body;
    const child = (await test.call('POST', '/api/admin/product-lines', line({ name: 'Kind', parent_id: parent.id }))).body;
    const category = (await test.call('POST', '/api/admin/product-categories', { name: 'Kat', product_line_id: parent.id })).body;
    expect((await test.call('DELETE', `/api/admin/product-lines/${parent.id}`)).status).toBe(200);
    expect(await test.db.select().from(productCategories).where(eq(productCategories.id, category.id))).toEqual([]);
    expect((await test.db.select().from(productLines).where(eq(productLines.id, child.id)))[0]!.parentId).toBeNull();
    const [entry] = await test.db.select().from(catalogueChanges).where(eq(catalogueChanges.action, 'deleted'));
    expect(entry).toMatchObject({ entity: 'product_line', entityId: parent.id, label: 'Weg damit' });
    expect(entry!.changes.categories).toEqual({ before: ['Kat'], after: null });
  });

  it('refuses to delete a line still used by products (409), directly or through its categories', async () => {
    const [fenster] = await test.db.select().from(productLines).where(eq(productLines.name, 'Fenster'));
    const before = await test.db.select().from(catalogueChanges);
    const refused = await test.call('DELETE', `/api/admin/product-lines/${fenster!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^Die Produktlinie kann nicht gelöscht werden: \d+ Produkte gehören/);
    expect(await test.db.select().from(productLines).where(eq(productLines.id, fenster!.id))).toHaveLength(1);
    expect(await test.db.select().from(catalogueChanges)).toHaveLength(before.length);

    // A product of another line placed in one of this line's categories also keeps it.
    const spare = (await test.call('POST', '/api/admin/product-lines', line({ name: 'Leihgabe' }))).body;
    const category = (await test.call('POST', '/api/admin/product-categories', { name: 'Geliehen', product_line_id: spare.id })).body;
    const product = (
      await test.call('POST', '/api/admin/products', {
        name: 'Wanderer',
        category: 'fenster',
        product_line_id: spare.id,
        category_ids: [category.id],
      })
    ).body;
    await test.db.update(products).set({ productLineId: fenster!.id }).where(eq(products.id, product.id));
    expect((await test.call('DELETE', `/api/admin/product-lines/${spare.id}`)).status).toBe(409);
  });
});

describe('product categories', () => {
  it('lists by line, creates, renames and deletes with the spec fields', async () => {
    const owner = (await test.call('POST', '/api/admin/product-lines', line({ name: 'Kategorienlinie' }))).body;
    const created = await test.call('POST', '/api/admin/product-categories', {
      name: 'Dreh-Kipp',
      description: 'Standard',
      product_line_id: owner.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Dreh-Kipp', description: 'Standard', product_line_id: owner.id });
    const listed = await test.call('GET', `/api/admin/product-categories?line=${owner.id}`);
    expect(listed.body).toEqual([created.body]);
    const renamed = await test.call('PUT', `/api/admin/product-categories/${created.body.id}`, { name: 'Drehkipp', description: '' });
    expect(renamed.body).toMatchObject({ name: 'Drehkipp', description: '', product_line_id: owner.id });
    expect((await test.call('DELETE', `/api/admin/product-categories/${created.body.id}`)).status).toBe(200);
    expect((await test.call('GET', `/api/admin/product-categories?line=${owner.id}`)).body).toEqual([]);
  });

  it('answers 400 for bad bodies and queries, 404 for unknown ids', async () => {
    const bad = await test.call('POST', '/api/admin/product-categories', { name: '', product_line_id: 'x' });
    expect(bad.body.issues).toMatchObject({ name: [m.categoryNameRequired], product_line_id: [m.productLineRequired] });
    expect((await test.call('POST', '/api/admin/product-categories', { name: 'A', product_line_id: 999999 })).body.issues).toEqual({
      product_line_id: [m.productLineUnknown],
    });
    expect((await test.call('GET', '/api/admin/product-categories?line=abc')).status).toBe(400);
    expect((await test.call('PUT', '/api/admin/product-categories/x', { name: 'A' })).status).toBe(400);
    expect((await test.call('PUT', '/api/admin/product-categories/999999', { name: 'A' })).status).toBe(404);
    expect((await test.call('DELETE', '/api/admin/product-categories/999999')).status).toBe(404);
  });

  it('refuses to delete a category still assigned to products (409)', async () => {
    const [used] = await test.db.select().from(productCategories).limit(1);
    const refused = await test.call('DELETE', `/api/admin/product-categories/${used!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^Die Kategorie kann nicht gelöscht werden/);
  });
});

describe('bodies of back-office writes', () => {
  it('are read as strictly as the public forms: Latin-1 and broken JSON get the German 400, nothing is stored', async () => {
    const { token } = await createTestUser(test.db, { role: 'admin' });
    const send = (body: BodyInit) =>
      test.request('/api/admin/product-lines', {
        method: 'POST',
        body,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      });
    const latin1 = await send(Buffer.from(JSON.stringify(line({ name: 'Türen-Latin1' })), 'latin1'));
    expect(latin1.status).toBe(400);
    expect((await latin1.json()).error).toBe(apiMessages.invalidUtf8);
    expect(await test.db.select().from(productLines).where(eq(productLines.name, 'T\ufffdren-Latin1'))).toEqual([]);
    const broken = await send('{"name": ');
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toBe(apiMessages.invalidJson);
  });
});
