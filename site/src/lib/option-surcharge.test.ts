import { describe, expect, it } from 'vitest';
import { formatCents } from '#shared/format.ts';
import { optionSurcharge, signedPercent } from './option-surcharge.ts';

const zweiteilig = { price_modifier: 45, price_modifier_type: 'percentage' as const };
const oberlicht = { price_modifier: 8900, price_modifier_type: 'fixed' as const };

describe('optionSurcharge', () => {
  it('names a percentage before the size as what it is, not the euro figure of the starting price', () => {
    // 45 % of the starting price 149,00 € would read "+ 67,05 €" and become "+ 132,30 €" at 1000 × 1200 mm.
    expect(optionSurcharge(14_900, zweiteilig, true)).toBe('+ 45 % des Grundpreises, abhängig von der Größe');
    expect(optionSurcharge(14_900, { price_modifier: -10, price_modifier_type: 'percentage' }, true)).toBe(
      '− 10 % des Grundpreises, abhängig von der Größe',
    );
  });

  it('names the amount once the size is typed, and a fixed amount at any time', () => {
    expect(optionSurcharge(29_400, zweiteilig, false)).toBe(`+ ${formatCents(13_230)}`);
    expect(optionSurcharge(14_900, oberlicht, true)).toBe(`+ ${formatCents(8_900)}`);
    expect(optionSurcharge(14_900, { price_modifier: 0, price_modifier_type: 'percentage' }, true)).toBe('ohne Aufpreis');
    expect(optionSurcharge(null, zweiteilig, true)).toBeNull();
  });

  it('gives the summary the short form', () => {
    expect(signedPercent(45)).toBe('+ 45 %');
  });
});
