import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatShortDate, formatTime } from './format.ts';

describe('German formatting', () => {
  it('shows cents as euros with comma decimals and dot thousands', () => {
    expect(formatCents(123456)).toBe('1.234,56\u00a0€');
    expect(formatCents(5)).toBe('0,05\u00a0€');
    expect(formatCents(0)).toBe('0,00\u00a0€');
  });

  it('shows dates and times in Berlin time', () => {
    // 23:30 UTC on 31 December is already the next day and year in Berlin.
    const newYear = new Date('2025-12-31T23:30:00Z');
    expect(formatDate(newYear)).toBe('1. Januar 2026');
    expect(formatShortDate(newYear)).toBe('01.01.2026');
    expect(formatTime(new Date('2026-07-01T12:05:00Z'))).toBe('14:05');
  });
});
