import type { CartLineJson } from '#features/cart/contract/cart.ts';
import type { ProductFlag } from '#features/funnel/contract/funnel-steps.ts';
import { commonAnswer, glazingOfOption, materialOfProduct } from '#features/funnel/contract/configured-answers.ts';
import { quotedGross } from '#features/catalogue/contract/price.ts';
import { formatSizeCm } from '#shared/format.ts';
import { funnelKindOf } from '#features/funnel/contract/funnel-kind.ts';
import { carryConfiguration } from '../stores/funnel.ts';

/**
 * "Angebot anfordern" in the configurator: the lines go into the funnel's draft (products, dimension rows,
 * and the lines themselves, which the server prices again), and the visitor continues in the funnel; the
 * office gets one lead with every line. The cart asks its own short form instead (islands/cart).
 */
export function carryLinesToFunnel(lines: CartLineJson[]): void {
  const products: Partial<Record<ProductFlag, boolean>> = {};
  const rows = lines.flatMap((line) => {
    const { flag, rowType } = funnelKindOf({ name: line.productName, category: line.category });
    products[flag] = true;
    if (line.breite === null || line.hoehe === null) return [];
    const cm = (value: number) => String(value).replace('.', ',');
    return [{ typ: rowType, breite: cm(line.breite), hoehe: cm(line.hoehe), menge: String(line.menge) }];
  });
  carryConfiguration(
    lines.map((line) => ({
      productId: line.productId,
      optionIds: line.optionIds,
      breite: line.breite,
      hoehe: line.hoehe,
      menge: line.menge,
      label: `${line.productName}${line.breite !== null && line.hoehe !== null ? ` (${formatSizeCm(line.breite, line.hoehe)})` : ''}`,
      totalPrice: line.unitPrice === null ? null : quotedGross([{ quantity: line.menge, unitPrice: line.unitPrice }]),
    })),
    products,
    rows,
    {
      material: commonAnswer(lines.map((line) => materialOfProduct(line.productName))) ?? undefined,
      verglasung:
        commonAnswer(
          lines.map((line) => {
            const glazing = line.options.find((option) => option.category === 'Verglasung');
            return glazing ? glazingOfOption(glazing.name) : null;
          }),
        ) ?? undefined,
    },
  );
}
