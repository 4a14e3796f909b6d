import type { Database } from '../../platform/db/client.ts';
import type { ConfiguredItemSnapshot } from '../../platform/db/schema.ts';
import { ValidationFailure } from '../../platform/http/request-errors.ts';
import type { ConfiguredItem } from '../funnel/contract/funnel.ts';
import { apiMessages } from '../../shared/messages.ts';
import { modifierAmount, priceBasis, quotedGross, unitPrice } from './contract/price.ts';
import { centimetresToMm } from './contract/price-grid.ts';
import { fundingBadge } from './contract/funding.ts';
import { withOptionValues } from './contract/element-with-options.ts';
import { fundingThresholdsSetting } from './funding-thresholds.ts';
import { readSetting } from '../settings/app-settings.ts';
import { findActiveProduct, indexOptions, loadProductOptions, type CatalogueProduct } from './product-options.ts';

type PricedProduct = { product: CatalogueProduct; available: ReturnType<typeof indexOptions> };

async function loadPricedProduct(db: Database, productId: number): Promise<PricedProduct | undefined> {
  const product = await findActiveProduct(db, productId);
  return product && { product, available: indexOptions(await loadProductOptions(db, product.id)) };
}

/**
 * Turns configurator lines sent with a quote request into priced snapshots. Products and options are
 * looked up here, prices computed here: nothing the client claims about names or money is kept. A line
 * whose size has no price in its product's grid is kept with null prices: the request is what it is for.
 */
export async function priceConfiguredItems(db: Database, items: ConfiguredItem[]): Promise<ConfiguredItemSnapshot[]> {
  const snapshots: ConfiguredItemSnapshot[] = [];
  const issues: Record<string, string[]> = {};
  // Up to 20 lines, mostly of the same few products: each product and its options are read once.
  const catalogue = new Map<number, Promise<PricedProduct | undefined>>();
  const thresholds = await readSetting(db, fundingThresholdsSetting);
  for (const [index, item] of items.entries()) {
    if (!catalogue.has(item.productId)) catalogue.set(item.productId, loadPricedProduct(db, item.productId));
    const entry = await catalogue.get(item.productId)!;
    if (!entry) {
      issues[`konfiguration.${index}.productId`] = [apiMessages.productNotFound];
      continue;
    }
    const { product, available } = entry;
    const chosen = item.optionIds.map((id) => available.get(id));
    if (chosen.some((entry) => !entry)) {
      issues[`konfiguration.${index}.optionIds`] = [apiMessages.optionNotAvailable];
      continue;
    }
    const picks = chosen.map((entry) => entry!);
    // Sizes come in cm; a product with a size price grid is priced by it, null = "auf Anfrage" (ADR 024).
    const size = item.breite != null && item.hoehe != null ? centimetresToMm({ width: item.breite, height: item.hoehe }) : null;
    const basis = priceBasis(product, size);
    const price = unitPrice(
      basis,
      picks.map(({ choice }) => choice),
    );
    // The element as chosen: a glazing or frame option sets its values (ADR 063).
    const values = withOptionValues(
      product.values,
      picks.map(({ choice }) => choice.values),
    );
    snapshots.push({
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
      breite: item.breite ?? null,
      hoehe: item.hoehe ?? null,
      menge: item.menge,
      unitPrice: price,
      // What the quote built from this request will ask for the line (ADR 053).
      totalPrice: price === null ? null : quotedGross([{ quantity: item.menge, unitPrice: price }]),
      values,
      funding: fundingBadge(values, thresholds),
    });
  }
  if (Object.keys(issues).length > 0) throw new ValidationFailure(apiMessages.invalidInput, issues);
  return snapshots;
}
