import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { optionCategories, options, productOptions, products } from '../../platform/db/schema.ts';
import type { PriceModifier, PricedProduct } from './contract/price.ts';
import type { ElementValues } from '../../shared/element-values.ts';
import { elementValueColumns, elementValuesOfRow, optionValueColumns } from './element-value-columns.ts';
import { optionValueChangesOrNull, type OptionValueChanges } from './contract/element-with-options.ts';

export interface ProductOptionChoice extends PriceModifier {
  id: number;
  label: string;
  description: string;
  colorCode: string | null;
  imageUrl: string | null;
  /** What the option sets for the element (ADR 063). */
  values: OptionValueChanges | null;
}

export interface ProductOptionGroup {
  id: number;
  key: string;
  name: string;
  type: 'select' | 'color' | 'dimensions';
  required: boolean;
  options: ProductOptionChoice[];
}

export interface CatalogueProduct extends PricedProduct {
  id: number;
  name: string;
  description: string;
  category: string;
  /** The declared Uw/Ud, Ug, g, Rw and RC (ADR 063). */
  values: ElementValues | null;
}

export async function findActiveProduct(db: Database, productId: number): Promise<CatalogueProduct | undefined> {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      category: products.category,
      basePrice: products.basePrice,
      priceGrid: products.priceGrid,
      ...elementValueColumns,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  if (!product) return undefined;
  const { kind, u, ug, g, rw, rc, ...rest } = product;
  return { ...rest, values: elementValuesOfRow({ kind, u, ug, g, rw, rc }) };
}

/**
 * The active options assigned to a product, grouped by their active category in the catalogue's order:
 * what the configurator offers, what the shop wizard steps through, and what the server prices.
 */
export async function loadProductOptions(db: Database, productId: number): Promise<ProductOptionGroup[]> {
  const rows = await db
    .select({
      category: {
        id: optionCategories.id,
        key: optionCategories.key,
        name: optionCategories.name,
        type: optionCategories.type,
        required: optionCategories.required,
      },
      option: {
        id: options.id,
        label: options.name,
        description: options.description,
        priceModifier: options.priceModifier,
        priceModifierType: options.priceModifierType,
        colorCode: options.colorCode,
        imageUrl: options.imageUrl,
      },
      values: optionValueColumns,
    })
    .from(productOptions)
    .innerJoin(options, eq(options.id, productOptions.optionId))
    .innerJoin(optionCategories, eq(optionCategories.id, options.categoryId))
    .where(and(eq(productOptions.productId, productId), eq(options.active, true), eq(optionCategories.active, true)))
    .orderBy(asc(optionCategories.orderIndex), asc(optionCategories.id), asc(options.orderIndex), asc(options.id));

  const groups = new Map<number, ProductOptionGroup>();
  for (const { category, option, values } of rows) {
    let group = groups.get(category.id);
    if (!group) {
      group = { ...category, options: [] };
      groups.set(category.id, group);
    }
    group.options.push({ ...option, values: optionValueChangesOrNull(values) });
  }
  return [...groups.values()];
}

/** Option id → its group and choice, for checking and pricing what a client sent. */
export function indexOptions(groups: ProductOptionGroup[]): Map<number, { group: ProductOptionGroup; choice: ProductOptionChoice }> {
  return new Map(groups.flatMap((group) => group.options.map((choice) => [choice.id, { group, choice }] as const)));
}
