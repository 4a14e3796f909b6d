import type { ProductFlag } from '#features/funnel/contract/funnel-steps.ts';
import { commonAnswer, glazingOfOption, materialOfProduct } from '#features/funnel/contract/configured-answers.ts';
import { funnelKindOf } from '../../lib/funnel-kind.ts';
import { carryConfiguration } from '../../stores/funnel.ts';
import { DIMENSIONS_OPTION_ID, type ConfiguredLine } from '../../stores/configurator.ts';

/**
 * "Angebot anfordern" in the configurator: the lines go into the funnel's draft (products, dimension rows,
 * and the lines themselves, which the server prices again), and the visitor continues in the funnel.
 */
export function carryLinesToFunnel(lines: ConfiguredLine[]): void {
  const products: Partial<Record<ProductFlag, boolean>> = {};
  const rows = lines.flatMap((line) => {
    const { flag, rowType } = funnelKindOf(line.product);
    products[flag] = true;
    if (line.width === null || line.height === null) return [];
    return [{ typ: rowType, breite: String(line.width), hoehe: String(line.height), menge: String(line.quantity) }];
  });
  carryConfiguration(
    lines.map((line) => ({
      productId: line.product.id,
      optionIds: line.options.filter((option) => option.optionId !== DIMENSIONS_OPTION_ID).map((option) => option.choiceId!),
      breite: line.width,
      hoehe: line.height,
      menge: line.quantity,
      label: `${line.product.name}${line.width !== null ? ` (${line.width} × ${line.height} cm)` : ''}`,
      totalPrice: line.totalPrice,
    })),
    products,
    rows,
    {
      material: commonAnswer(lines.map((line) => materialOfProduct(line.product.name))) ?? undefined,
      verglasung:
        commonAnswer(
          lines.map((line) => {
            const glazing = line.options.find((option) => option.optionName === 'Verglasung');
            return glazing ? glazingOfOption(glazing.selectedValue) : null;
          }),
        ) ?? undefined,
    },
  );
}
