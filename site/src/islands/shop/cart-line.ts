import type { CartLineJson } from '#features/cart/contract/cart.ts';
import { chosenElement } from '#features/catalogue/contract/element-with-options.ts';
import type { SizeMm } from '#features/catalogue/contract/price-grid.ts';
import type { ShopProduct } from '../../lib/catalogue.ts';
import type { ChosenOption } from './selection.ts';

/**
 * The shop's window as a cart line. The cart, the funnel and the quote measure in cm (1235 mm is 123.5 cm,
 * exact); the shop's size step asks mm as the spec says.
 */
export function cartLineOfShop(product: ShopProduct, chosen: ChosenOption[], size: SizeMm, unitPrice: number): CartLineJson {
  return {
    productId: product.id,
    productName: product.name,
    category: product.category,
    optionIds: chosen.map(({ choice }) => choice.id),
    options: chosen.map(({ key, group, choice, price }) => ({
      key,
      category: group.name,
      name: choice.label,
      price,
      colorCode: choice.color_code,
    })),
    breite: size.width / 10,
    hoehe: size.height / 10,
    menge: 1,
    unitPrice,
    ...chosenElement(
      product,
      chosen.map(({ choice }) => choice),
    ),
  };
}
