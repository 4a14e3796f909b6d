import type { CartLineJson } from '#features/cart/contract/cart.ts';
import { DIMENSIONS_OPTION_ID, type ConfiguredLine } from '../../stores/configurator.ts';

/** The configurator's lines as cart lines: the size pseudo-option becomes the line's size (cm). */
export function cartLinesOf(lines: ConfiguredLine[]): CartLineJson[] {
  return lines.map((line) => {
    const options = line.options.filter((option) => option.optionId !== DIMENSIONS_OPTION_ID);
    return {
      productId: line.product.id,
      productName: line.product.name,
      category: line.product.category,
      optionIds: options.map((option) => option.choiceId!),
      options: options.map(({ key, optionName, selectedValue, price, colorCode }) => ({
        key,
        category: optionName,
        name: selectedValue,
        price,
        colorCode,
      })),
      breite: line.width,
      hoehe: line.height,
      menge: line.quantity,
      unitPrice: line.unitPrice,
      values: line.values,
      funding: line.funding,
    };
  });
}
