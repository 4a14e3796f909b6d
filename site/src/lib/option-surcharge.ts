import { modifierAmount } from '#features/catalogue/contract/price.ts';
import { formatCents } from '#shared/format.ts';
import type { OptionChoice } from './catalogue.ts';

/**
 * What an option card of the configurator and the shop says it adds: the amount at the size typed so far
 * (the basis of the one price function), so the card and the summary name the same figure. A size "auf
 * Anfrage" (basis null) has no amount to name.
 */
export function optionSurcharge(basis: number | null, choice: Pick<OptionChoice, 'price_modifier' | 'price_modifier_type'>): string | null {
  if (basis === null) return null;
  const amount = modifierAmount(basis, { priceModifier: choice.price_modifier, priceModifierType: choice.price_modifier_type });
  return amount === 0 ? 'ohne Aufpreis' : `${amount > 0 ? '+' : '−'} ${formatCents(Math.abs(amount))}`;
}
