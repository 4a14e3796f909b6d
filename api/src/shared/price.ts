/**
 * The one price function of the catalogue (DESIGN.md section 3), used by the configurator, the shop
 * wizard and the server, which recomputes every total it stores. All amounts are integer cents.
 * Price = base price + fixed modifiers + percentage modifiers of the base price, each percentage amount
 * rounded to whole cents so the shown option prices add up to the shown total.
 */

export interface PriceModifier {
  priceModifier: number;
  priceModifierType: 'fixed' | 'percentage';
}

/** What one option adds to the base price, in cents. */
export function modifierAmount(basePrice: number, modifier: PriceModifier): number {
  return modifier.priceModifierType === 'percentage' ? Math.round((basePrice * modifier.priceModifier) / 100) : modifier.priceModifier;
}

/** The unit price of a product with the chosen options. */
export function unitPrice(basePrice: number, modifiers: readonly PriceModifier[]): number {
  return modifiers.reduce((total, modifier) => total + modifierAmount(basePrice, modifier), basePrice);
}

/** A configured line: unit price times quantity. */
export function linePrice(basePrice: number, modifiers: readonly PriceModifier[], quantity: number): number {
  return unitPrice(basePrice, modifiers) * quantity;
}
