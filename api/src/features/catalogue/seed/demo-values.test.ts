import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseForFile } from '../../../../testing/fixtures.ts';
import { createApi } from '../../../app.ts';
import { optionCategories, options, products } from '../../../platform/db/schema.ts';
import { priceConfiguredItems } from '../configured-items.ts';
import { seedCatalogue } from './seed-catalogue.ts';

/**
 * A fresh demo shows the declared values (ADR 063, ADR 079): its windows and doors carry them, and each
 * glazing sets the element's own, so 3-fach earns the BEG EM badge (Uw ≤ 0,95) and 2-fach does not.
 */
const test = testDatabaseForFile();

beforeAll(async () => {
  await seedCatalogue(test.db);
});

const productId = async (name: string) => (await test.db.select({ id: products.id }).from(products).where(eq(products.name, name)))[0]!.id;

async function optionId(categoryKey: string, name: string) {
  const [row] = await test.db
    .select({ id: options.id })
    .from(options)
    .innerJoin(optionCategories, eq(optionCategories.id, options.categoryId))
    .where(and(eq(optionCategories.key, categoryKey), eq(options.name, name)));
  return row!.id;
}

/** The element and badge the server gives a configured line of `product` with `glazing`, 123 × 148 cm. */
async function withGlazing(product: string, glazing: string) {
  const [line] = await priceConfiguredItems(test.db, [
    { productId: await productId(product), optionIds: [await optionId('verglasung', glazing)], breite: 123, hoehe: 148, menge: 1 },
  ]);
  return { values: line!.values, funding: line!.funding };
}

describe('the demo catalogue’s declared values', () => {
  it('makes a plastic window with 3-fach glazing förderfähig and the same window with 2-fach not', async () => {
    expect(await withGlazing('Kunststofffenster', '3-fach-Wärmeschutzverglasung')).toEqual({
      values: { kind: 'window', u: 92, ug: 50, g: 52, rw: 34, rc: null },
      funding: 'förderfähig (BEG EM, Uw ≤ 0,95)',
    });
    expect(await withGlazing('Kunststofffenster', '2-fach-Isolierverglasung')).toEqual({
      values: { kind: 'window', u: 130, ug: 110, g: 62, rw: 32, rc: null },
      funding: null,
    });
    expect((await withGlazing('Kunststofffenster', '3-fach-Schallschutzverglasung')).funding).toBe('förderfähig (BEG EM, Uw ≤ 0,95)');
  });

  it('holds a roof window to its own maximum (1,0): förderfähig with 3-fach, not with 2-fach', async () => {
    expect((await withGlazing('Dachfenster Schwingfenster', '3-fach-Wärmeschutzverglasung')).funding).toBe(
      'förderfähig (BEG EM, Uw ≤ 1,00)',
    );
    expect((await withGlazing('Dachfenster Schwingfenster', '2-fach-Isolierverglasung')).funding).toBeNull();
  });

  it('gives every window and door values and a fitting its RC class; shutters and insect screens stay without', async () => {
    const rows = await test.db.select({ name: products.name, kind: products.elementKind, u: products.uValue }).from(products);
    const withValues = rows.filter((row) => row.kind !== null && row.u !== null).map((row) => row.name);
    expect(withValues.sort()).toEqual(
      [
        'Aluminium-Haustür',
        'Aluminiumfenster',
        'Dachfenster Schwingfenster',
        'Hebe-Schiebetür',
        'Holz-Alu-Fenster',
        'Holzfenster Kiefer IV68',
        'Kunststoff-Balkontür',
        'Kunststoff-Haustür',
        'Kunststofffenster',
      ].sort(),
    );
    const [rc2] = await test.db
      .select({ rc: options.rcClass, u: options.uValue })
      .from(options)
      .where(eq(options.name, 'Widerstandsklasse RC2N'));
    expect(rc2).toEqual({ rc: 'RC2N', u: null });
  });

  it('lists the shop’s windows with their badge, so the product cards show it before any choice', async () => {
    const api = createApi({ db: test.db, config: test.config, wakeMailer: () => {} });
    const answer = await api.request('/api/public/products');
    expect(answer.status).toBe(200);
    const shop = (await answer.json()) as { name: string; funding: string | null; funding_max_u: number | null }[];
    expect(shop.map(({ name, funding, funding_max_u }) => ({ name, funding, funding_max_u }))).toEqual([
      { name: 'Kunststofffenster', funding: 'förderfähig (BEG EM, Uw ≤ 0,95)', funding_max_u: 95 },
      { name: 'Kunststoff-Balkontür', funding: 'förderfähig (BEG EM, Uw ≤ 0,95)', funding_max_u: 95 },
    ]);
  });
});
