import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDecimal,
  formatHours,
  formatPercent,
  formatMillimetres,
  formatPrice,
  formatSizeMm,
  formatSizeCm,
} from './format.ts';

describe('German formatting', () => {
  it('shows cents as euros with comma decimals and dot thousands', () => {
    expect(formatCents(123456)).toBe('1.234,56\u00a0€');
    expect(formatCents(5)).toBe('0,05\u00a0€');
    expect(formatCents(0)).toBe('0,00\u00a0€');
  });

  it('writes a price "auf Anfrage" for null, and sizes in mm with dot thousands', () => {
    expect(formatPrice(null)).toBe('Preis auf Anfrage');
    expect(formatPrice(19800)).toBe('198,00\u00a0€');
    expect(formatMillimetres(985)).toBe('985\u00a0mm');
    expect(formatSizeMm({ width: 1230, height: 10000 })).toBe('1.230 × 10.000\u00a0mm');
  });

  it('writes measures with the German decimal comma, never a point', () => {
    expect(formatDecimal(123.5)).toBe('123,5');
    expect(formatDecimal(140)).toBe('140');
    expect(formatDecimal(1250.25)).toBe('1.250,25');
    expect(formatSizeCm(123.5, 140)).toBe('123,5 × 140 cm');
    expect(formatSizeCm(null, 99.9)).toBe('? × 99,9 cm');
  });

  it('writes money exactly as Intl does, for negative, large and fractional cents too', () => {
    const intl = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    const samples = [-123456, -5, 1, 99, 100, 999_99, 1000_00, 123_456_789, 10_000_000_00, 12.5, 0.4, 199.5];
    for (let cents = 0; cents < 2_000_000; cents += 997) samples.push(cents);
    for (const cents of samples) expect(formatCents(cents), String(cents)).toBe(intl.format(cents / 100));
  });
});

describe('figures without a basis', () => {
  it('writes a rate or a duration that has no basis as "–", never as 0', () => {
    expect(formatPercent(null)).toBe('–');
    expect(formatPercent(0)).toBe('0,0 %');
    expect(formatPercent(400)).toBe('400,0 %');
    expect(formatHours(null)).toBe('–');
    expect(formatHours(5.2)).toBe('5,2\u00a0Std.');
    expect(formatHours(72)).toBe('72,0\u00a0Std.');
  });
});
