import { count, eq, inArray } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseForEachTest } from '../../../../testing/fixtures.ts';
import { openDatabase } from '../../../platform/db/client.ts';
import { optionCategories, options, productLines, productOptions, products, shopSettings } from '../../../platform/db/schema.ts';
import { seedOptionCategories, seedProductLines, seedProducts, shopStepKeys } from './catalogue-data.ts';
import { ensureShopSettings, seedCatalogue } from './seed-catalogue.ts';

const test = testDatabaseForEachTest();

const rowCount = async (table: SQLiteTable) => (await test.db.select({ n: count() }).from(table))[0]!.n;

async function optionNames(key: string) {
  const rows = await test.db
    .select({ name: options.name })
    .from(options)
    .innerJoin(optionCategories, eq(optionCategories.id, options.categoryId))
    .where(eq(optionCategories.key, key))
    .orderBy(options.orderIndex);
  return rows.map((row) => row.name);
}

describe('demo catalogue seed', () => {
  it('fills an empty database with lines, products and every shop choice the spec lists', async () => {
    expect(await seedCatalogue(test.db)).toBe('seeded');
    expect(await rowCount(productLines)).toBe(seedProductLines.length);
    expect(await rowCount(products)).toBe(seedProducts.length);
    expect(await rowCount(optionCategories)).toBe(seedOptionCategories.length);

    expect(await optionNames('profile_settings')).toEqual([
      'Energeto Neo',
      'Ideal 4000',
      'Ideal 4000 NEW',
      'Ideal 4000 Casement',
      'Ideal 5000',
      'Ideal 7000 NEW',
      'Ideal 7000 NL',
      'Ideal 8000',
      'Energeto 8000',
      'Nordline',
      'Ideal 70',
      'Ideal Neo',
    ]);
    expect(await optionNames('farbe_und_dekore')).toEqual([
      'Weiß',
      'Reinweiß strukturell',
      'Cremeweiß strukturell',
      'Golden Oak',
      'Nussbaum',
      'Anthrazit ähnlich RAL 7016',
    ]);
    expect((await optionNames('sonderfarben')).filter((name) => name.includes('RAL'))).toHaveLength(6);
    expect(await optionNames('farbkombination')).toHaveLength(2);
    expect((await optionNames('aludec_woodec')).filter((name) => /^(Aludec|Woodec) /.test(name))).toHaveLength(9);
    expect(await optionNames('fenstertyp')).toEqual(['Einteilig', 'Zweiteilig', 'Dreiteilig', 'Sondertypen']);
    expect(await optionNames('oberlicht_unterlicht')).toEqual(['ohne', 'mit Oberlicht', 'mit Unterlicht']);
    expect(await optionNames('oeffnungsart')).toEqual(['ohne', 'links', 'rechts', 'oben']);
  });

  it('assigns every shop step to the shop window and only the fitting options elsewhere', async () => {
    await seedCatalogue(test.db);
    const assignedKeys = async (productName: string) => {
      const rows = await test.db
        .selectDistinct({ key: optionCategories.key })
        .from(productOptions)
        .innerJoin(products, eq(products.id, productOptions.productId))
        .innerJoin(options, eq(options.id, productOptions.optionId))
        .innerJoin(optionCategories, eq(optionCategories.id, options.categoryId))
        .where(eq(products.name, productName));
      return rows.map((row) => row.key).sort();
    };
    expect(await assignedKeys('Kunststofffenster')).toEqual(expect.arrayContaining([...shopStepKeys]));
    expect(await assignedKeys('Vorbaurollladen')).toEqual(['antrieb', 'panzerfarbe']);
  });

  it('links products to their lines', async () => {
    await seedCatalogue(test.db);
    const [row] = await test.db
      .select({ line: productLines.name })
      .from(products)
      .innerJoin(productLines, eq(productLines.id, products.productLineId))
      .where(eq(products.name, 'Hebe-Schiebetür'));
    expect(row?.line).toBe('Schiebetüren');
  });

  it('runs once: a second run changes nothing, and deleted demo data stays deleted', async () => {
    await seedCatalogue(test.db);
    expect(await seedCatalogue(test.db)).toBe('already-seeded');
    expect(await rowCount(productLines)).toBe(seedProductLines.length);

    await test.db.delete(productLines).where(inArray(productLines.name, ['Fenster', 'Markisen']));
    await seedCatalogue(test.db);
    expect(await rowCount(productLines)).toBe(seedProductLines.length - 2);
  });

  it('seeds once when two processes start on the same file at the same moment', async () => {
    const second = await openDatabase({ url: test.url });
    try {
      const results = await Promise.all([seedCatalogue(test.db), seedCatalogue(second)]);
      expect(results.sort()).toEqual(['already-seeded', 'seeded']);
      expect(await rowCount(products)).toBe(seedProducts.length);
    } finally {
      second.$client.close();
    }
  });

  it('creates the shop switch, switched on, exactly once', async () => {
    await ensureShopSettings(test.db);
    await test.db.update(shopSettings).set({ shopEnabled: false });
    await ensureShopSettings(test.db);
    expect(await test.db.select({ id: shopSettings.id, enabled: shopSettings.shopEnabled }).from(shopSettings)).toEqual([
      { id: 1, enabled: false },
    ]);
  });
});
