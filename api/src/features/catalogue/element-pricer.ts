import type { Database } from '../../platform/db/client.ts';
import type { ConfiguredItemSnapshot } from '../../platform/db/schema.ts';
import { modifierAmount, priceBasis, quotedGross, unitPrice } from './contract/price.ts';
import type { SizeMm } from './contract/price-grid.ts';
import { fundingBadge } from './contract/funding.ts';
import { withOptionValues } from './contract/element-with-options.ts';
import { fundingThresholdsSetting } from './funding-thresholds.ts';
import { readSetting } from '../settings/app-settings.ts';
import { findActiveProduct, indexOptions, loadProductOptions, type CatalogueProduct } from './product-options.ts';

type PricedProduct = { product: CatalogueProduct; available: ReturnType<typeof indexOptions> };

/** One element to price: a product, its chosen options, its size in mm (none yet: the base price) and how many. */
export interface ElementToPrice {
  productId: number;
  optionIds: readonly number[];
  sizeMm: SizeMm | null;
  quantity: number;
  /** The size as the snapshot keeps it for the drawing and the line's text, in cm. */
  breite: number | null;
  hoehe: number | null;
}

export type PricedElement = { snapshot: ConfiguredItemSnapshot } | { error: 'product' | 'options' };

/**
 * The catalogue's one price rule for elements chosen on the web or measured on site (ADR 024, ADR 063):
 * products and options are looked up here and prices computed here, so nothing a client claims about
 * names or money is kept. A size beyond the product's grid prices as null, "auf Anfrage", never guessed.
 * Each product and its options are read once per pricer, the funding thresholds once.
 */
export function createElementPricer(db: Database) {
  const catalogue = new Map<number, Promise<PricedProduct | undefined>>();
  let thresholds: ReturnType<typeof readSetting<typeof fundingThresholdsSetting.defaultValue>> | undefined;
  const load = async (productId: number): Promise<PricedProduct | undefined> => {
    const product = await findActiveProduct(db, productId);
    return product && { product, available: indexOptions(await loadProductOptions(db, product.id)) };
  };
  return async function price(element: ElementToPrice): Promise<PricedElement> {
    if (!catalogue.has(element.productId)) catalogue.set(element.productId, load(element.productId));
    const entry = await catalogue.get(element.productId)!;
    if (!entry) return { error: 'product' };
    const { product, available } = entry;
    const chosen = element.optionIds.map((id) => available.get(id));
    if (chosen.some((pick) => !pick)) return { error: 'options' };
    const picks = chosen.map((pick) => pick!);
    const basis = priceBasis(product, element.sizeMm);
    const price = unitPrice(
      basis,
      picks.map(({ choice }) => choice),
    );
    // The element as chosen: a glazing or frame option sets its values (ADR 063).
    const values = withOptionValues(
      product.values,
      picks.map(({ choice }) => choice.values),
    );
    thresholds ??= readSetting(db, fundingThresholdsSetting);
    return {
      snapshot: {
        productId: product.id,
        productName: product.name,
        options: picks.map(({ group, choice }) => ({
          id: choice.id,
          key: group.key,
          category: group.name,
          name: choice.label,
          price: basis === null ? null : modifierAmount(basis, choice),
          colorCode: choice.colorCode,
        })),
        breite: element.breite,
        hoehe: element.hoehe,
        menge: element.quantity,
        unitPrice: price,
        // What the quote built from this element will ask for the line (ADR 053).
        totalPrice: price === null ? null : quotedGross([{ quantity: element.quantity, unitPrice: price }]),
        values,
        funding: fundingBadge(values, await thresholds),
      },
    };
  };
}
