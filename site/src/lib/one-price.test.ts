import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, products } from '../../../api/src/platform/db/schema.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../api/testing/test-admin.ts';
import { buildLine } from '../islands/configurator/line.ts';
import { chosenOptions, groupsByStep, shopBasis, shopTotal } from '../islands/shop/selection.ts';
import { optionSurcharge } from './option-surcharge.ts';
import { cartTotal } from '../stores/cart.ts';
import type { CatalogueProduct, OptionGroup, ShopProduct } from './catalogue.ts';
import { formatCents } from '#shared/format.ts';
import { documentTotals, netUnitPrice } from '#features/documents/contract/totals.ts';

/**
 * Issue 33, item 4, and issue 46: the price the configurator, the shop and the cart show before a request
 * is the gross total of the consumer's quote drafted from that request, to the cent, over many sizes,
 * options and quantities; a business customer's quote of the same lines is net-first (ADR 076).
 */
let test: AdminTestApi;
let window: CatalogueProduct;
let shopWindow: ShopProduct;
let groups: OptionGroup[];

// Odd cents in every cell, so per-unit net rounding and VAT rounding both have something to bite on.
const grid = {
  widths: [750, 1000, 1250, 1500, 2000, 3000],
  heights: [1000, 1250, 1500, 2000, 2500],
  cells: [
    [19_983, 23_417, 27_851, 33_299, 41_737, 55_321],
    [22_009, 26_387, 31_903, 38_761, 47_113, 63_409],
    [25_519, 30_877, 36_941, 44_389, 53_993, 71_111],
    [29_987, 36_203, 43_367, 51_857, 62_941, 83_297],
    [34_451, 41_539, 49_801, 59_651, 72_377, 95_873],
  ],
};

/** A small seeded generator: the same "random" configurations on every run. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

beforeAll(async () => {
  test = await createAdminTestApi();
  const [row] = await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
  await test.db.update(products).set({ priceGrid: grid }).where(eq(products.id, row!.id));
  const catalogue = (await (await test.request('/api/products')).json()) as CatalogueProduct[];
  window = catalogue.find((product) => product.id === row!.id)!;
  const shop = (await (await test.request('/api/public/products')).json()) as ShopProduct[];
  shopWindow = shop.find((product) => product.id === row!.id)!;
  groups = (await (await test.request(`/api/product-options/${row!.id}`)).json()) as OptionGroup[];
});
afterAll(() => test.cleanup());

/** A configurator form: one choice per option group, a size in cm, a quantity. */
function randomForm(next: (below: number) => number) {
  const choices = Object.fromEntries(groups.map((group) => [group.id, group.options[next(group.options.length)]!.id]));
  const width = 60 + next(2300) / 10;
  const height = 60 + next(1800) / 10;
  return {
    category: 'fenster' as const,
    productId: window.id,
    choices,
    width: String(width).replace('.', ','),
    height: String(height).replace('.', ','),
    quantity: String(1 + next(10)),
  };
}

/** The quote the back office drafts from a request with these lines. */
async function draftFromRequest(
  lines: { productId: number; optionIds: number[]; breite: number; hoehe: number; menge: number }[],
  email: string,
) {
  const submitted = await test.request('/api/funnel/submit', {
    method: 'POST',
    json: {
      projektart: 'sanierung',
      produkt_fenster: true,
      vorname: 'Eva',
      nachname: 'Nord',
      email,
      datenschutz: true,
      konfiguration: lines,
    },
  });
  expect(submitted.status).toBe(201);
  const [lead] = await test.db.select({ id: leads.id }).from(leads).where(eq(leads.email, email));
  const quote = await test.call('POST', '/api/admin/quotes', { leadId: lead!.id });
  expect(quote.status).toBe(201);
  return quote.body;
}

/** The consumer's quote (the funnel's requests have no company) drafted from a request: its gross total. */
async function quotedFromRequest(lines: Parameters<typeof draftFromRequest>[0], email: string) {
  const quote = await draftFromRequest(lines, email);
  expect(quote.priceBasis).toBe('gross');
  return quote.totals.gross as number;
}

describe('one price from the web to the quote', () => {
  it('the configurator line, the cart and the quote built from them agree to the cent', async () => {
    const next = generator(33);
    const lines = [];
    for (let index = 0; index < 20; index += 1) {
      const form = randomForm(next);
      const { line } = buildLine(window, groups, form);
      expect(line, JSON.stringify(form)).not.toBeNull();
      if (line!.unitPrice === null) continue;
      const request = {
        productId: window.id,
        optionIds: line!.options.flatMap((option) => (option.choiceId === undefined ? [] : [option.choiceId])),
        breite: line!.width!,
        hoehe: line!.height!,
        menge: line!.quantity,
      };
      expect(await quotedFromRequest([request], `line${index}@example.de`), `${form.width} × ${form.height} cm`).toBe(line!.totalPrice);
      lines.push({ request, cart: { menge: line!.quantity, unitPrice: line!.unitPrice } });
    }
    expect(lines.length).toBeGreaterThan(10);
    const cart = cartTotal(lines.map(({ cart }) => cart));
    expect(
      await quotedFromRequest(
        lines.map(({ request }) => request),
        'cart@example.de',
      ),
    ).toBe(cart);
  });

  it("a business customer's quote of the same lines is net-first: net unit prices, 19 % once on the net sum", async () => {
    const next = generator(46);
    let checked = 0;
    for (let index = 0; index < 8; index += 1) {
      const { line } = buildLine(window, groups, randomForm(next));
      if (line!.unitPrice === null) continue;
      const request = {
        productId: window.id,
        optionIds: line!.options.flatMap((option) => (option.choiceId === undefined ? [] : [option.choiceId])),
        breite: line!.width!,
        hoehe: line!.height!,
        menge: line!.quantity,
      };
      const draft = await draftFromRequest([request], `firma${index}@example.de`);
      // The office types the company: the draft turns business, its lines net.
      const saved = await test.call('PUT', `/api/admin/quotes/${draft.id}`, {
        lines: draft.lines,
        validUntil: draft.validUntil,
        customer: { name: 'Eva Nord', company: 'Nord Bau GmbH', phone: '', address: null, installationAddress: null },
      });
      expect(saved.status).toBe(200);
      const net = netUnitPrice(line!.unitPrice);
      expect(saved.body).toMatchObject({ priceBasis: 'net', lines: [{ unitPrice: net }] });
      expect(saved.body.totals).toEqual(documentTotals([{ quantity: line!.quantity, unitPrice: net, discount: 0 }], 'net'));
      // Net-first moves the gross total by at most a cent per unit from the web's price.
      expect(Math.abs(saved.body.totals.gross - line!.totalPrice!)).toBeLessThanOrEqual(line!.quantity);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(4);
  });

  it("the shop's price is the quote's, and each option card names what the summary adds", async () => {
    const next = generator(7);
    const byStep = groupsByStep(groups);
    for (let index = 0; index < 12; index += 1) {
      const size = { width: 500 + next(2400), height: 500 + next(1900) };
      const selections = Object.fromEntries([...byStep].map(([key, group]) => [key, group.options[next(group.options.length)]!.id]));
      const wizard = { step: 9, productId: window.id, selections, width: String(size.width), height: String(size.height) };
      const basis = shopBasis(shopWindow, size);
      if (basis === null) continue;
      const chosen = chosenOptions(byStep, wizard, basis);
      for (const { choice, price } of chosen) {
        expect(optionSurcharge(basis, choice)).toBe(price === 0 ? 'ohne Aufpreis' : `+ ${formatCents(price!)}`);
      }
      const request = {
        productId: window.id,
        optionIds: chosen.map(({ choice }) => choice.id),
        breite: size.width / 10,
        hoehe: size.height / 10,
        menge: 1,
      };
      expect(await quotedFromRequest([request], `shop${index}@example.de`), `${size.width} × ${size.height} mm`).toBe(
        shopTotal(basis, chosen),
      );
    }
  });
});
