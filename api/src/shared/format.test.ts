import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatShortDate, formatTime } from './format.ts';

describe('German formatting', () => {
  it('shows cents as euros with comma decimals and dot thousands', () => {
    expect(formatCents(123456)).toBe('1.234,56\u00a0€');
    expect(formatCents(5)).toBe('0,05\u00a0€');
    expect(formatCents(0)).toBe('0,00\u00a0€');
  });

  it('writes money exactly as Intl does, for negative, large and fractional cents too', () => {
    const intl = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    const samples = [-123456, -5, 1, 99, 100, 999_99, 1000_00, 123_456_789, 10_000_000_00, 12.5, 0.4, 199.5];
    for (let cents = 0; cents < 2_000_000; cents += 997) samples.push(cents);
    for (const cents of samples) expect(formatCents(cents), String(cents)).toBe(intl.format(cents / 100));
  });

  it('shows dates and times in Berlin time', () => {
    // 23:30 UTC on 31 December is already the next day and year in Berlin.
    const newYear = new Date('2025-12-31T23:30:00Z');
    expect(formatDate(newYear)).toBe('1. Januar 2026');
    expect(formatShortDate(newYear)).toBe('01.01.2026');
    expect(formatTime(new Date('2026-07-01T12:05:00Z'))).toBe('14:05');
  });
});
