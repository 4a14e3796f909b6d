import type { Database } from '../../platform/db/client.ts';
import { savedConfigurations, type ShopSelection } from '../../platform/db/schema.ts';
import { findActiveProduct, loadProductOptions, type ProductOptionChoice } from '../catalogue/product-options.ts';
import { fail, ValidationFailure } from '../../platform/http/request-errors.ts';
import { apiMessages } from '../../shared/messages.ts';
import { modifierAmount, priceBasis, quotedGross, unitPrice } from '../catalogue/contract/price.ts';
import { priceGridMessages } from '../catalogue/contract/price-grid-messages.ts';
import type { ShopConfigurationRequest } from './contract/shop-schemas.ts';
import { activeOptionSteps, SIZE_LIMITS_MM } from './contract/shop.ts';
import { formatShortDate } from '../../shared/dates.ts';

type SaveRequest = Pick<ShopConfigurationRequest, 'productId' | 'selectedOptions' | 'dimensions'>;

/**
 * Checks a wizard result against the catalogue and stores it as a draft, priced here: the product must
 * be active, every step that applies must have one of the product's options for that step, the size must
 * have a price in the product's grid, and the total is recomputed whatever the client said
 * (docs/domain.md, ADR 024).
 */
export async function saveShopConfiguration(db: Database, userId: number, request: SaveRequest) {
  const product = await findActiveProduct(db, request.productId);
  if (!product) fail(404, apiMessages.productNotFound);
  const { width, height } = request.dimensions;
  const basis = priceBasis(product, { width, height });
  // A size "auf Anfrage" cannot go into the cart: the shop offers the quote request instead.
  if (basis === null) fail(422, priceGridMessages.onRequestSave);
  const groups = await loadProductOptions(db, product.id);
  const byKey = new Map(groups.map((group) => [group.key, group]));

  const colourId = request.selectedOptions.farbe_und_dekore?.id;
  const colourName = byKey.get('farbe_und_dekore')?.options.find((option) => option.id === colourId)?.label;
  const steps = activeOptionSteps(new Set(byKey.keys()), colourName);

  const issues: Record<string, string[]> = {};
  const selections: Record<string, ShopSelection> = {};
  const chosen: ProductOptionChoice[] = [];
  for (const key of steps) {
    const id = request.selectedOptions[key]?.id;
    const option = byKey.get(key)!.options.find((candidate) => candidate.id === id);
    if (!option) {
      issues[`selectedOptions.${key}`] = [id === undefined ? apiMessages.choiceRequired : apiMessages.optionNotAvailable];
      continue;
    }
    chosen.push(option);
    selections[key] = { id: option.id, name: option.label, price: modifierAmount(basis, option), colorCode: option.colorCode };
  }
  if (Object.keys(issues).length > 0) throw new ValidationFailure(apiMessages.invalidInput, issues);

  const [saved] = await db
    .insert(savedConfigurations)
    .values({
      userId,
      name: `${product.name} ${width} × ${height} mm (${formatShortDate(new Date())})`,
      productId: product.id,
      productName: product.name,
      basePrice: basis,
      selectedOptions: selections,
      dimensions: {
        width,
        height,
        minWidth: SIZE_LIMITS_MM.min,
        maxWidth: SIZE_LIMITS_MM.max,
        minHeight: SIZE_LIMITS_MM.min,
        maxHeight: SIZE_LIMITS_MM.max,
      },
      totalPrice: quotedGross([{ quantity: 1, unitPrice: unitPrice(basis, chosen) }]),
      status: 'draft',
    })
    .returning();
  return saved!;
}
