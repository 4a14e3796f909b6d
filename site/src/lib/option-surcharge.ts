import { configuratorMessages } from '#features/catalogue/contract/configurator.ts';
import { modifierAmount } from '#features/catalogue/contract/price.ts';
import { formatCents, formatDecimal } from '#shared/format.ts';
import type { OptionChoice } from './catalogue.ts';

type Modifier = Pick<OptionChoice, 'price_modifier' | 'price_modifier_type'>;

const sign = (value: number) => (value > 0 ? '+' : '−');

/**
 * What an option card of the configurator and the shop says it adds: the amount at the size typed so far
 * (the basis of the one price function), so the card and the summary name the same figure. A size "auf
 * Anfrage" (basis null) has no amount to name. Before the size of a product priced by size is typed
 * (`startingPrice`), a percentage says so instead of a euro figure that changes with the size.
 */
export function optionSurcharge(basis: number | null, choice: Modifier, startingPrice = false): string | null {
  if (basis === null) return null;
  const amount = modifierAmount(basis, { priceModifier: choice.price_modifier, priceModifierType: choice.price_modifier_type });
  if (amount === 0) return 'ohne Aufpreis';
  if (startingPrice && choice.price_modifier_type === 'percentage') {
    return configuratorMessages.surchargeBySize(signedPercent(choice.price_modifier));
  }
  return `${sign(amount)} ${formatCents(Math.abs(amount))}`;
}

/** "+ 45 %": a percentage option as the summary names it while the size is open. */
export function signedPercent(percent: number): string {
  return `${sign(percent)} ${formatDecimal(Math.abs(percent))} %`;
}
