import { describe, expect, it } from 'vitest';
import { catalogueScreenMessages } from './catalogue-screen-messages.ts';
import { formatCentsForInput, formatModifier, parseEuroToCents, parseWholePercent } from './price-input.ts';

describe('euro input in German format', () => {
  it('reads thousands dots and a decimal comma as cents', () => {
    expect(parseEuroToCents('1.234,56')).toEqual({ ok: true, value: 123456 });
    expect(parseEuroToCents('1234,56')).toEqual({ ok: true, value: 123456 });
    expect(parseEuroToCents('1.234.567')).toEqual({ ok: true, value: 123456700 });
    expect(parseEuroToCents('12,5')).toEqual({ ok: true, value: 1250 });
    expect(parseEuroToCents('0,05')).toEqual({ ok: true, value: 5 });
    expect(parseEuroToCents('349')).toEqual({ ok: true, value: 34900 });
    expect(parseEuroToCents(' 349,00 € ')).toEqual({ ok: true, value: 34900 });
  });

  it('keeps cents exact where floating point would not (0,29 × 100 is 28.999…)', () => {
    expect(parseEuroToCents('0,29')).toEqual({ ok: true, value: 29 });
    expect(parseEuroToCents('1.005,57')).toEqual({ ok: true, value: 100557 });
  });

  it('refuses what is not a German euro amount with a message instead of a silent 0', () => {
    for (const input of ['abc', '12.50', '1,234.56', '12,345', '1.23,45', '12,', ',5', '1..000', '1 2 x', '--5']) {
      expect(parseEuroToCents(input), input).toEqual({ ok: false, message: catalogueScreenMessages.priceInvalid });
    }
    expect(parseEuroToCents('')).toEqual({ ok: false, message: catalogueScreenMessages.priceRequired });
    expect(parseEuroToCents('  € ')).toEqual({ ok: false, message: catalogueScreenMessages.priceRequired });
  });

  it('refuses a negative price unless asked for (a fixed option modifier may lower the price)', () => {
    expect(parseEuroToCents('-5,00')).toEqual({ ok: false, message: catalogueScreenMessages.priceNegative });
    expect(parseEuroToCents('-5,00', { allowNegative: true })).toEqual({ ok: true, value: -500 });
    expect(parseEuroToCents('-0,00')).toEqual({ ok: true, value: 0 });
  });

  it('refuses amounts beyond 9.999.999,99 €', () => {
    expect(parseEuroToCents('9.999.999,99')).toEqual({ ok: true, value: 999999999 });
    expect(parseEuroToCents('10.000.000')).toEqual({ ok: false, message: catalogueScreenMessages.priceTooLarge });
  });

  it('writes cents back in the same format, which reads back unchanged', () => {
    expect(formatCentsForInput(123456)).toBe('1.234,56');
    expect(formatCentsForInput(5)).toBe('0,05');
    expect(formatCentsForInput(-2500)).toBe('-25,00');
    for (const cents of [0, 1, 99, 100, 123456, 999999999])
      expect(parseEuroToCents(formatCentsForInput(cents))).toEqual({ ok: true, value: cents });
  });
});

describe('percent input', () => {
  it('reads whole numbers, with or without a percent sign', () => {
    expect(parseWholePercent('15')).toEqual({ ok: true, value: 15 });
    expect(parseWholePercent('15 %')).toEqual({ ok: true, value: 15 });
    expect(parseWholePercent('-10')).toEqual({ ok: true, value: -10 });
  });

  it('refuses decimals, words and values out of range', () => {
    for (const input of ['15,5', '1.5', 'zehn', ''])
      expect(parseWholePercent(input)).toEqual({ ok: false, message: catalogueScreenMessages.percentInvalid });
    expect(parseWholePercent('1001')).toEqual({ ok: false, message: catalogueScreenMessages.percentOutOfRange });
    expect(parseWholePercent('-101')).toEqual({ ok: false, message: catalogueScreenMessages.percentOutOfRange });
  });
});

describe('price modifiers in lists', () => {
  it('shows fixed modifiers in euro and percentages as whole percent, with their sign', () => {
    expect(formatModifier(4500, 'fixed')).toBe('+ 45,00\u00a0€');
    expect(formatModifier(-1000, 'fixed')).toBe('− 10,00\u00a0€');
    expect(formatModifier(15, 'percentage')).toBe('+ 15 %');
    expect(formatModifier(0, 'percentage')).toBe('+ 0 %');
  });
});
