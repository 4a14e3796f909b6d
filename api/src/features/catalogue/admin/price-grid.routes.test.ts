import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanges } from '../../../platform/db/schema.ts';
import { catalogueMessages } from '../contract/catalogue-messages.ts';
import { priceGridMessages as m } from '../contract/price-grid-messages.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../../testing/test-admin.ts';

let test: AdminTestApi;
let productId: number;
beforeAll(async () => {
  test = await createAdminTestApi();
  const lineId = (await test.call('POST', '/api/admin/product-lines', { name: 'Rasterlinie' })).body.id;
  const categoryId = (await test.call('POST', '/api/admin/product-categories', { name: 'Raster', product_line_id: lineId })).body.id;
  productId = (
    await test.call('POST', '/api/admin/products', {
      name: 'Rasterfenster',
      description: '',
      category: 'fenster',
      product_line_id: lineId,
      base_price: 20000,
      active: true,
      category_ids: [categoryId],
    })
  ).body.id;
});
afterAll(() => test.cleanup());

const grid = {
  widths: [800, 1200],
  heights: [1000, 1400],
  cells: [
    [25000, 31000],
    [29000, null],
  ],
};
const putGrid = (price_grid: unknown, id = productId) => test.call('PUT', `/api/admin/products/${id}/price-grid`, { price_grid });
const listed = async () => (await test.call('GET', '/api/admin/products')).body.find((product: { id: number }) => product.id === productId);

describe('PUT /api/admin/products/:id/price-grid', () => {
  it('sets, reads back and removes a grid, each change logged with the grid before and after', async () => {
    const set = await putGrid(grid);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: productId, base_price: 20000, price_grid: grid });
    expect((await listed()).price_grid).toEqual(grid);

    const removed = await putGrid(null);
    expect(removed.status).toBe(200);
    expect((await listed()).price_grid).toBeNull();

    const log = await test.db
      .select()
      .from(catalogueChanges)
      .where(and(eq(catalogueChanges.entity, 'product'), eq(catalogueChanges.entityId, productId), eq(catalogueChanges.action, 'updated')));
    expect(log.map((entry) => entry.changes)).toEqual([
      { price_grid: { before: null, after: grid } },
      { price_grid: { before: grid, after: null } },
    ]);
    expect(log[0]).toMatchObject({ by: test.adminName, label: 'Rasterfenster' });
  });

  it('logs nothing when the grid stays the same', async () => {
    await putGrid(grid);
    const count = async () => (await test.db.select().from(catalogueChanges).where(eq(catalogueChanges.entityId, productId))).length;
    const before = await count();
    expect((await putGrid(grid)).status).toBe(200);
    expect(await count()).toBe(before);
  });

  it.each([
    ['descending widths', { ...grid, widths: [1200, 800] }, m.widthsAscending],
    ['doubled heights', { ...grid, heights: [1000, 1000] }, m.heightsAscending],
    ['a negative price', { ...grid, cells: [[25000, -1], grid.cells[1]] }, m.cellPrice],
    ['a price in fractions of a cent', { ...grid, cells: [[250.5, 31000], grid.cells[1]] }, m.cellPrice],
    ['a ragged row', { ...grid, cells: [[25000], grid.cells[1]] }, m.cellsShape],
    ['a missing row', { ...grid, cells: [grid.cells[0]] }, m.cellsShape],
    ['a breakpoint out of range', { ...grid, widths: [0, 1200] }, m.breakpointRange],
    [
      'too many breakpoints',
      { widths: Array.from({ length: 31 }, (_, index) => 100 + index), heights: [1000], cells: [Array(31).fill(100)] },
      m.tooManyBreakpoints,
    ],
  ])('answers 400 with the German message for %s and keeps the grid', async (_, price_grid, message) => {
    await putGrid(grid);
    const { status, body } = await putGrid(price_grid);
    expect(status).toBe(400);
    expect(Object.values(body.issues as Record<string, string[]>).flat()).toContain(message);
    expect((await listed()).price_grid).toEqual(grid);
  });

  it('answers 404 for an unknown product and 400 for a missing body field', async () => {
    const unknown = await putGrid(grid, 999999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(catalogueMessages.productNotFound);
    expect((await test.call('PUT', `/api/admin/products/${productId}/price-grid`, {})).status).toBe(400);
  });
});
