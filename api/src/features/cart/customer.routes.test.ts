import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { options, products } from '../../platform/db/schema.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { priceConfiguredItems } from '../catalogue/configured-items.ts';
import { quotedGross } from '../catalogue/contract/price.ts';

const test = testApiForFile();

const asUser = (token: string, method: string, json?: unknown) =>
  test.request('/api/customer/cart', { method, headers: { Authorization: `Bearer ${token}` }, ...(json === undefined ? {} : { json }) });

describe('/api/customer/cart', () => {
  it("keeps the customer's lines in the account, priced by the server, and shows them to no one else", async () => {
    const [window] = await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
    const [oberlicht] = await test.db.select().from(options).where(eq(options.name, 'mit Oberlicht'));
    const { token } = await createTestUser(test.db);
    const { token: other } = await createTestUser(test.db);

    expect(await (await asUser(token, 'GET')).json()).toEqual({ lines: [] });
    const line = { productId: window!.id, optionIds: [oberlicht!.id], breite: 123, hoehe: 148, menge: 3, unitPrice: 1 };
    const put = await asUser(token, 'PUT', { lines: [line] });
    expect(put.status).toBe(200);
    const { lines } = (await put.json()) as { lines: { unitPrice: number; menge: number }[] };
    expect(lines).toEqual([
      expect.objectContaining({
        productId: window!.id,
        productName: 'Kunststofffenster',
        category: 'fenster',
        optionIds: [oberlicht!.id],
        options: [expect.objectContaining({ name: 'mit Oberlicht' })],
        breite: 123,
        hoehe: 148,
        menge: 3,
      }),
    ]);
    // The client's price is not taken: the server prices the line as it prices a quote request's.
    const [priced] = await priceConfiguredItems(test.db, [line]);
    expect(lines[0]!.unitPrice).toBe(priced!.unitPrice);
    expect(lines[0]!.unitPrice).toBeGreaterThan(1);

    expect(await (await asUser(token, 'GET')).json()).toEqual({ lines });
    expect(await (await asUser(other, 'GET')).json()).toEqual({ lines: [] });
    expect(quotedGross(lines.map((saved) => ({ quantity: saved.menge, unitPrice: saved.unitPrice })))).toBeGreaterThan(0);

    expect((await asUser(token, 'PUT', { lines: [] })).status).toBe(200);
    expect(await (await asUser(token, 'GET')).json()).toEqual({ lines: [] });
  });

  it("carries each line's declared values and förderfähig badge, as the quote will print them", async () => {
    const [window] = await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
    await test.db
      .update(products)
      .set({ elementKind: 'window', uValue: 90, ugValue: 50, rcClass: 'RC2' })
      .where(eq(products.id, window!.id));
    const { token } = await createTestUser(test.db);
    const line = { productId: window!.id, optionIds: [], breite: 100, hoehe: 100, menge: 1 };
    const { lines } = (await (await asUser(token, 'PUT', { lines: [line] })).json()) as { lines: unknown[] };
    expect(lines).toEqual([
      expect.objectContaining({
        values: { kind: 'window', u: 90, ug: 50, g: null, rw: null, rc: 'RC2' },
        funding: 'förderfähig (BEG EM, Uw ≤ 0,95)',
      }),
    ]);
    expect(await (await asUser(token, 'GET')).json()).toEqual({ lines });
    await test.db
      .update(products)
      .set({ elementKind: null, uValue: null, ugValue: null, rcClass: null })
      .where(eq(products.id, window!.id));
  });

  it('answers 401 without a session and refuses more than 20 lines or a foreign option', async () => {
    expect((await test.request('/api/customer/cart')).status).toBe(401);
    const [window] = await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
    const { token } = await createTestUser(test.db);
    const line = { productId: window!.id, optionIds: [], breite: 100, hoehe: 100, menge: 1 };
    const tooMany = await asUser(token, 'PUT', { lines: Array.from({ length: 21 }, () => line) });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await tooMany.json())).toContain('höchstens 20 Positionen');
    const foreign = await asUser(token, 'PUT', { lines: [{ ...line, optionIds: [999_999] }] });
    expect(foreign.status).toBe(400);
  });

  describe('POST /api/customer/cart/merge', () => {
    const merge = (token: string, tabId: string, lines: unknown[]) =>
      test.request('/api/customer/cart/merge', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, json: { tabId, lines } });

    it("adds a tab's lines once per tab, after the account's own, and both of two tabs merging at once", async () => {
      const [window] = await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
      const { token } = await createTestUser(test.db);
      const line = (menge: number) => ({ productId: window!.id, optionIds: [], breite: 100, hoehe: 100, menge });
      await asUser(token, 'PUT', { lines: [line(1)] });

      const first = await merge(token, 'tab-aaaaaaaaaaaaaaaa', [line(2)]);
      expect(first.status).toBe(200);
      expect(((await first.json()) as { lines: { menge: number }[] }).lines.map((saved) => saved.menge)).toEqual([1, 2]);
      // The same tab again (its page was left before the answer came): nothing is added twice.
      const again = (await (await merge(token, 'tab-aaaaaaaaaaaaaaaa', [line(2)])).json()) as { lines: { menge: number }[] };
      expect(again.lines.map((saved) => saved.menge)).toEqual([1, 2]);

      await Promise.all([merge(token, 'tab-bbbbbbbbbbbbbbbb', [line(3)]), merge(token, 'tab-cccccccccccccccc', [line(4)])]);
      const { lines } = (await (await asUser(token, 'GET')).json()) as { lines: { menge: number }[] };
      expect(lines.map((saved) => saved.menge).sort()).toEqual([1, 2, 3, 4]);
    });

    it('keeps the cart to 20 lines, the tab’s last ones staying out, and refuses a malformed tab id', async () => {
      const [window] = await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
      const { token } = await createTestUser(test.db);
      const line = (menge: number) => ({ productId: window!.id, optionIds: [], breite: 100, hoehe: 100, menge });
      await asUser(token, 'PUT', { lines: Array.from({ length: 18 }, () => line(1)) });
      const merged = (await (await merge(token, 'tab-dddddddddddddddd', [line(2), line(3), line(4)])).json()) as {
        lines: { menge: number }[];
      };
      expect(merged.lines).toHaveLength(20);
      expect(merged.lines.slice(-2).map((saved) => saved.menge)).toEqual([2, 3]);
      expect((await merge(token, 'kurz', [line(1)])).status).toBe(400);
    });
  });
});
