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
import { seedOptionCategories, seedProductLines, seedProducts } from './catalogue-data.ts';
import { seedPriceGrid } from './price-grids.ts';

const DEMO_CATALOGUE_MARKER = 'demo_catalogue_seeded';

/**
 * Fills an empty installation with the demo catalogue, once. The marker row is written first in the
 * same atomic batch: a second run (or a second process starting at the same moment) changes nothing,
 * and a catalogue the operator has since edited or emptied is never brought back.
 *
 * Rows refer to each other by natural keys through subqueries, so the batch needs no generated ids.
 */
export async function seedDemoCatalogue(db: Database): Promise<'seeded' | 'already-seeded'> {
  if (await hasMarker(db)) return 'already-seeded';
  try {
    await db.batch([
      db.insert(appMeta).values({ key: DEMO_CATALOGUE_MARKER, value: new Date().toISOString() }),
      ...productLineStatements(db),
      ...optionStatements(db),
      ...productStatements(db),
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

function productLineStatements(db: Database): BatchItem<'sqlite'>[] {
  return seedProductLines.flatMap((line) => [
    db.insert(productLines).values({
      name: line.name,
      description: line.description,
      priority: line.priority,
      active: line.active,
    }),
    ...line.categories.map((category) => db.insert(productCategories).values({ name: category, productLineId: lineId(line.name) })),
  ]);
}

function optionStatements(db: Database): BatchItem<'sqlite'>[] {
  return seedOptionCategories.flatMap((category, categoryIndex) => [
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
      }),
    ),
  ]);
}

function productStatements(db: Database): BatchItem<'sqlite'>[] {
  return seedProducts.flatMap((product) => {
    const productId = sql`(select id from ${products} where ${products.name} = ${product.name})`;
    return [
      db.insert(products).values({
        name: product.name,
        description: product.description,
        category: product.category,
        productLineId: lineId(product.line),
        basePrice: product.basePrice,
        priceGrid: seedPriceGrid(product),
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
