import { modifierAmount, unitPrice } from '#shared/price.ts';
import { activeOptionSteps, shopOptionStepKeys, type ShopOptionStepKey } from '#shared/shop.ts';
import type { OptionChoice, OptionGroup, ShopProduct } from '../../lib/catalogue.ts';
import type { ShopWizard } from '../../stores/shop.ts';

export interface ChosenOption {
  key: ShopOptionStepKey;
  group: OptionGroup;
  choice: OptionChoice;
  price: number;
}

/** The wizard's option groups by step key (only the shop's eight steps). */
export function groupsByStep(groups: OptionGroup[]): Map<ShopOptionStepKey, OptionGroup> {
  return new Map(
    groups.filter((group) => (shopOptionStepKeys as string[]).includes(group.key)).map((group) => [group.key as ShopOptionStepKey, group]),
  );
}

export function colourName(byStep: Map<ShopOptionStepKey, OptionGroup>, wizard: ShopWizard): string | undefined {
  return byStep.get('farbe_und_dekore')?.options.find((option) => option.id === wizard.selections.farbe_und_dekore)?.label;
}

/** The choices that count for the price: those of the steps that apply (white skips steps 3–5). */
export function chosenOptions(product: ShopProduct, byStep: Map<ShopOptionStepKey, OptionGroup>, wizard: ShopWizard): ChosenOption[] {
  return activeOptionSteps(new Set(byStep.keys()), colourName(byStep, wizard)).flatMap((key) => {
    const group = byStep.get(key)!;
    const choice = group.options.find((option) => option.id === wizard.selections[key]);
    if (!choice) return [];
    const modifier = { priceModifier: choice.price_modifier, priceModifierType: choice.price_modifier_type };
    return [{ key, group, choice, price: modifierAmount(product.base_price, modifier) }];
  });
}

/** Base price plus the chosen options' modifiers: the one shared price function, as on the server. */
export function shopTotal(product: ShopProduct, chosen: ChosenOption[]): number {
  return unitPrice(
    product.base_price,
    chosen.map(({ choice }) => ({ priceModifier: choice.price_modifier, priceModifierType: choice.price_modifier_type })),
  );
}
