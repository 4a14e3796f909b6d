/**
 * The one price function of the catalogue (docs/domain.md, ADR 024), used by the configurator, the
 * shop wizard and the server, which recomputes every total it stores. All amounts are integer cents.
 * Price = basis + fixed modifiers + percentage modifiers of the basis, each percentage amount rounded to
 * whole cents so the shown option prices add up to the shown total. The basis is the product's grid price
 * for the size when it has a size price grid, else its base price.
 */
import { documentTotals } from '../../documents/contract/totals.ts';
import { gridPrice, type PriceGrid, type SizeMm } from './price-grid.ts';

export interface PriceModifier {
  priceModifier: number;
  priceModifierType: 'fixed' | 'percentage';
}

/** What the basis of a price depends on: the product's base price and, if it has one, its size price grid. */
export interface PricedProduct {
  basePrice: number;
  priceGrid: PriceGrid | null;
}

/**
 * The amount the modifiers apply to. With a grid and a size: the grid price, null for "auf Anfrage" (above
 * the largest breakpoint or an unpriced cell). With a grid but no size yet: the base price, which the shop
 * shows as the starting price. Without a grid: the base price, whatever the size.
 */
export function priceBasis(product: PricedProduct, size: SizeMm | null): number | null {
  if (!product.priceGrid || !size) return product.basePrice;
  return gridPrice(product.priceGrid, size);
}

/** What one option adds to the basis, in cents. */
export function modifierAmount(basis: number, modifier: PriceModifier): number {
  return modifier.priceModifierType === 'percentage' ? Math.round((basis * modifier.priceModifier) / 100) : modifier.priceModifier;
}

/** The unit price from a basis with the chosen options; a basis "auf Anfrage" (null) stays null. */
export function unitPrice(basis: number, modifiers: readonly PriceModifier[]): number;
export function unitPrice(basis: number | null, modifiers: readonly PriceModifier[]): number | null;
export function unitPrice(basis: number | null, modifiers: readonly PriceModifier[]): number | null {
  if (basis === null) return null;
  return modifiers.reduce((total, modifier) => total + modifierAmount(basis, modifier), basis);
}

/** A priced web line: the catalogue's gross unit price (null "auf Anfrage") and how many. */
export interface WebLine {
  quantity: number;
  unitPrice: number | null;
}

/**
 * What a consumer's quote built from these lines will ask, to the cent: the sum of the catalogue's gross
 * prices, as a consumer's document adds them (ADR 076, PAngV: 200,00 € + 25,00 € = 225,00 €). The
 * configurator, the shop, the cart and the lead's snapshot show this figure, so the quote never differs from
 * the web (ADR 053). Lines "auf Anfrage" count nothing.
 */
export function quotedGross(lines: readonly WebLine[]): number {
  const grossLines = lines.flatMap(({ quantity, unitPrice }) => (unitPrice === null ? [] : [{ quantity, unitPrice, discount: 0 }]));
  return documentTotals(grossLines, 'gross').gross;
}
