import { modifierAmount, priceBasis, quotedGross, unitPrice } from '#features/catalogue/contract/price.ts';
import type { SizeMm } from '#features/catalogue/contract/price-grid.ts';
import { activeOptionSteps, shopOptionStepKeys, SIZE_LIMITS_MM, type ShopOptionStepKey } from '#features/shop/contract/shop.ts';
import type { OptionChoice, OptionGroup, ShopProduct } from '../../lib/catalogue.ts';
import type { ShopWizard } from '../../stores/shop.ts';

export interface ChosenOption {
  key: ShopOptionStepKey;
  group: OptionGroup;
  choice: OptionChoice;
  /** What the option adds, in cents; null while the price is "auf Anfrage". */
  price: number | null;
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

/** The typed size in mm once both values are whole numbers within the shop's limits, else null. */
export function typedSize(wizard: Pick<ShopWizard, 'width' | 'height'>): SizeMm | null {
  const within = (text: string) => {
    const value = Number(text);
    return text.trim() !== '' && Number.isInteger(value) && value >= SIZE_LIMITS_MM.min && value <= SIZE_LIMITS_MM.max ? value : null;
  };
  const width = within(wizard.width);
  const height = within(wizard.height);
  return width !== null && height !== null ? { width, height } : null;
}

/**
 * Before a size is typed, a product priced by size shows its starting price ("ab", ADR 024): what a
 * percentage option adds is then still open.
 */
export function isStartingPrice(product: ShopProduct, size: SizeMm | null): boolean {
  return product.price_grid !== null && size === null;
}

/** The product's price list as the shared price function reads it. */
const pricedProduct = (product: ShopProduct) => ({ basePrice: product.base_price, priceGrid: product.price_grid });

/**
 * The price the options apply to: the grid price of the typed size, the base price ("ab") before a size is
 * typed, null for a size "auf Anfrage" — the one shared price function, as on the server (ADR 024).
 */
export function shopBasis(product: ShopProduct, size: SizeMm | null): number | null {
  return priceBasis(pricedProduct(product), size);
}

const asModifier = (choice: OptionChoice) => ({ priceModifier: choice.price_modifier, priceModifierType: choice.price_modifier_type });

/** The choices that count for the price: those of the steps that apply (white skips steps 3–5). */
export function chosenOptions(byStep: Map<ShopOptionStepKey, OptionGroup>, wizard: ShopWizard, basis: number | null): ChosenOption[] {
  return activeOptionSteps(new Set(byStep.keys()), colourName(byStep, wizard)).flatMap((key) => {
    const group = byStep.get(key)!;
    const choice = group.options.find((option) => option.id === wizard.selections[key]);
    if (!choice) return [];
    return [{ key, group, choice, price: basis === null ? null : modifierAmount(basis, asModifier(choice)) }];
  });
}

/** Basis plus the chosen options' modifiers, the catalogue's unit price; null when the basis is "auf Anfrage". */
export function shopUnitPrice(basis: number | null, chosen: ChosenOption[]): number | null {
  return unitPrice(
    basis,
    chosen.map(({ choice }) => asModifier(choice)),
  );
}

/** The window's price as its quote will ask it (ADR 053); null "auf Anfrage". */
export function shopTotal(basis: number | null, chosen: ChosenOption[]): number | null {
  const unit = shopUnitPrice(basis, chosen);
  return unit === null ? null : quotedGross([{ quantity: 1, unitPrice: unit }]);
}
