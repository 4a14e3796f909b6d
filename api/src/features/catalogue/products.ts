import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { optionCategories, options, productOptions, products, shopSettings } from '../../platform/db/schema.ts';
import { readSetting } from '../settings/app-settings.ts';
import { fundingBadge } from './contract/funding.ts';
import { elementValueColumns, elementValuesOfRow } from './element-value-columns.ts';
import { fundingThresholdsSetting } from './funding-thresholds.ts';

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  category: products.category,
  base_price: products.basePrice,
  /** The size price grid, so the islands price a size with the same function as the server (ADR 024). */
  price_grid: products.priceGrid,
  ...elementValueColumns,
};

/**
 * The declared values as one object and the förderfähig badge they earn under today's thresholds (ADR 063),
 * so the configurator, the shop and the cart show what the quote will print. `funding_max_u` is the
 * maximum for the product's kind: the islands give the element with its chosen options the same badge.
 */
async function withFunding<Row extends Parameters<typeof elementValuesOfRow>[0]>(db: Database, rows: Row[]) {
  const thresholds = await readSetting(db, fundingThresholdsSetting);
  return rows.map(({ kind, u, ug, g, rw, rc, ...rest }) => {
    const values = elementValuesOfRow({ kind, u, ug, g, rw, rc });
    return {
      ...rest,
      values,
      funding: fundingBadge(values, thresholds),
      funding_max_u: values ? thresholds.maxU[values.kind] : null,
    };
  });
}

/** The configurator's products: every active product. */
export async function listActiveProducts(db: Database) {
  return withFunding(
    db,
    await db.select(productColumns).from(products).where(eq(products.active, true)).orderBy(asc(products.category), asc(products.id)),
  );
}

/**
 * The shop's products: active products with profile options. The wizard is built around the profile
 * systems; a product without them (a wooden window, a door) is for the configurator.
 */
export async function listShopProducts(db: Database) {
  // Found from the profile category's side, once per request (category by key, its options, their
  // assignments, all by index): a per-product EXISTS walked every product's assignments and cost three
  // quarters of the throughput with 1,000 products in the catalogue (bench/catalogue.ts).
  const withShopOptions = db
    .select({ productId: productOptions.productId })
    .from(optionCategories)
    .innerJoin(options, eq(options.categoryId, optionCategories.id))
    .innerJoin(productOptions, eq(productOptions.optionId, options.id))
    .where(eq(optionCategories.key, 'profile_settings'));
  return withFunding(
    db,
    await db
      .select({ ...productColumns, active: products.active })
      .from(products)
      .where(and(eq(products.active, true), inArray(products.id, withShopOptions)))
      .orderBy(asc(products.id)),
  );
}

export async function isShopEnabled(db: Database): Promise<boolean> {
  const [row] = await db.select({ enabled: shopSettings.shopEnabled }).from(shopSettings).where(eq(shopSettings.id, 1));
  return row?.enabled ?? true;
}
