import { describe, expect, it } from 'vitest';
import { modifierAmount, unitPrice } from './price.ts';

describe('catalogue prices', () => {
  it('adds fixed modifiers in cents', () => {
    expect(unitPrice(14900, [{ priceModifier: 8900, priceModifierType: 'fixed' }])).toBe(23800);
  });

  it('applies percentages to the base price, not to the running total', () => {
    const modifiers = [
      { priceModifier: 10, priceModifierType: 'percentage' as const },
      { priceModifier: 20, priceModifierType: 'percentage' as const },
    ];
    expect(unitPrice(10000, modifiers)).toBe(13000);
  });

  it('rounds each percentage amount to whole cents', () => {
    expect(modifierAmount(14999, { priceModifier: 5, priceModifierType: 'percentage' })).toBe(750);
    expect(modifierAmount(14990, { priceModifier: 5, priceModifierType: 'percentage' })).toBe(750);
    expect(unitPrice(333, [{ priceModifier: 50, priceModifierType: 'percentage' }])).toBe(500);
  });

  it('lets a negative fixed modifier lower the price', () => {
    expect(unitPrice(5000, [{ priceModifier: -500, priceModifierType: 'fixed' }])).toBe(4500);
  });

  it('keeps a basis "auf Anfrage" (null) as no price, whatever the options', () => {
    expect(unitPrice(null, [{ priceModifier: 500, priceModifierType: 'fixed' }])).toBeNull();
  });
});
