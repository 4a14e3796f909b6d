import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../platform/db/client.ts';
import {
  appMeta,
  optionCategories,
  options,
  productCategories,
  productCategoryAssignments,
  productLines,
  products,
  shopSettings,
} from '../../../platform/db/schema.ts';
import type { PriceGrid } from '../contract/price-grid.ts';
import { elementValueFields, optionValueFields } from '../element-value-columns.ts';
import {
  seedOptionCategories,
  seedProductLines,
  seedProducts,
  type SeedOptionCategory,
  type SeedProduct,
  type SeedProductLine,
} from './catalogue-data.ts';
import { seedPriceGrid } from './price-grids.ts';

const DEMO_CATALOGUE_MARKER = 'demo_catalogue_seeded';

/** A whole catalogue as the seed writes it: the demo's, or a test's own (api/testing/test-catalogue.ts). */
export interface SeedCatalogue {
  productLines: SeedProductLine[];
  optionCategories: SeedOptionCategory[];
  products: (SeedProduct & { priceGrid: PriceGrid | null })[];
}

/**
 * What an installation started with SEED_DEMO=false gets: no product lines, no products and no options
 * with demo prices, only the option categories the configurator and the shop's steps are built on, empty,
 * for the operator to fill.
 */
export const emptyCatalogue: SeedCatalogue = {
  productLines: [],
  optionCategories: seedOptionCategories.map((category) => ({ ...category, options: [] })),
  products: [],
};

/** The demo catalogue with its size price grids. */
function demoCatalogue(): SeedCatalogue {
  return {
    productLines: seedProductLines,
    optionCategories: seedOptionCategories,
    products: seedProducts.map((product) => ({ ...product, priceGrid: seedPriceGrid(product) })),
  };
}

/**
 * Fills an empty installation with a catalogue (the demo's unless another is given), once. The marker
 * row is written first in the same atomic batch: a second run (or a second process starting at the same
 * moment) changes nothing, and a catalogue the operator has since edited or emptied is never brought back.
 *
 * Rows refer to each other by natural keys through subqueries, so the batch needs no generated ids.
 */
export async function seedCatalogue(db: Database, catalogue: SeedCatalogue = demoCatalogue()): Promise<'seeded' | 'already-seeded'> {
  if (await hasMarker(db)) return 'already-seeded';
  try {
    await db.batch([
      db.insert(appMeta).values({ key: DEMO_CATALOGUE_MARKER, value: new Date().toISOString() }),
      ...productLineStatements(db, catalogue.productLines),
      ...optionStatements(db, catalogue.optionCategories),
      ...productStatements(db, catalogue.products),
    ]);
    return 'seeded';
  } catch (error) {
    if (await hasMarker(db)) return 'already-seeded';
    throw error;
  }
}

/** The shop switch exists on every installation, demo catalogue or not. */
export async function ensureShopSettings(db: Database): Promise<void> {
  await db.insert(shopSettings).values({ id: 1, shopEnabled: true }).onConflictDoNothing();
}

async function hasMarker(db: Database) {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_CATALOGUE_MARKER));
  return rows.length > 0;
}

const lineId = (name: string) => sql`(select id from ${productLines} where ${productLines.name} = ${name})`;

function productLineStatements(db: Database, lines: SeedProductLine[]): BatchItem<'sqlite'>[] {
  return lines.flatMap((line) => [
    db.insert(productLines).values({
      name: line.name,
      description: line.description,
      priority: line.priority,
      active: line.active,
    }),
    ...line.categories.map((category) => db.insert(productCategories).values({ name: category, productLineId: lineId(line.name) })),
  ]);
}

function optionStatements(db: Database, categories: SeedOptionCategory[]): BatchItem<'sqlite'>[] {
  return categories.flatMap((category, categoryIndex) => [
    db.insert(optionCategories).values({
      key: category.key,
      name: category.name,
      description: category.description,
      type: category.type,
      required: category.required,
      orderIndex: categoryIndex,
    }),
    ...category.options.map((option, optionIndex) =>
      db.insert(options).values({
        categoryId: sql`(select id from ${optionCategories} where ${optionCategories.key} = ${category.key})`,
        name: option.name,
        description: option.description ?? '',
        priceModifier: option.price,
        priceModifierType: option.type ?? 'fixed',
        colorCode: option.colorCode ?? null,
        orderIndex: optionIndex,
        ...optionValueFields(option.values ?? null),
      }),
    ),
  ]);
}

function productStatements(db: Database, catalogueProducts: SeedCatalogue['products']): BatchItem<'sqlite'>[] {
  return catalogueProducts.flatMap((product) => {
    const productId = sql`(select id from ${products} where ${products.name} = ${product.name})`;
    return [
      db.insert(products).values({
        name: product.name,
        description: product.description,
        category: product.category,
        productLineId: lineId(product.line),
        basePrice: product.basePrice,
        priceGrid: product.priceGrid,
        ...elementValueFields(product.values ?? null),
      }),
      ...product.productCategories.map((category) =>
        db.insert(productCategoryAssignments).values({
          productId,
          categoryId: sql`(select c.id from ${productCategories} c join ${productLines} l on l.id = c.product_line_id
                           where c.name = ${category} and l.name = ${product.line})`,
        }),
      ),
      db.run(sql`insert into product_options (product_id, option_id)
                 select ${productId}, o.id from ${options} o
                 join ${optionCategories} c on c.id = o.category_id
                 where c.key in ${product.optionCategoryKeys}`),
    ];
  });
}
