import { describe, expect, it } from 'vitest';
import { berlinDay, berlinDayRange, berlinMonthStarts, createDayClock } from './berlin-calendar.ts';

const HOUR = 3600_000;

describe('Berlin calendar', () => {
  it('puts the first Berlin hour of a year into the new year, though UTC is still in the old one', () => {
    expect(berlinDay(Date.parse('2025-12-31T22:59:59Z'))).toBe('2025-12-31');
    expect(berlinDay(Date.parse('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
    expect(berlinMonthStarts(2026)[0]).toBe(Date.parse('2025-12-31T23:00:00Z'));
    expect(berlinMonthStarts(2026)[12]).toBe(Date.parse('2026-12-31T23:00:00Z'));
  });

  it('follows the clock changes: months begin at 23:00 UTC in winter and 22:00 UTC in summer', () => {
    const starts = berlinMonthStarts(2026);
    expect(starts[2]).toBe(Date.parse('2026-02-28T23:00:00Z')); // 1 March, winter time
    expect(starts[3]).toBe(Date.parse('2026-03-31T22:00:00Z')); // 1 April, summer time
    expect(starts[10]).toBe(Date.parse('2026-10-31T23:00:00Z')); // 1 November, winter time again
  });

  it('knows the 23-hour and the 25-hour day', () => {
    const spring = berlinDayRange('2026-03-29');
    const autumn = berlinDayRange('2026-10-25');
    expect(spring.end - spring.start).toBe(23 * HOUR);
    expect(autumn.end - autumn.start).toBe(25 * HOUR);
    expect(berlinDay(autumn.end - 1)).toBe('2026-10-25');
    expect(berlinDay(autumn.end)).toBe('2026-10-26');
  });

  it('the day clock turns at Berlin midnight, not at UTC midnight', () => {
    let now = Date.parse('2026-07-14T21:59:00Z');
    const today = createDayClock(() => now);
    expect(today()).toBe('2026-07-14');
    now = Date.parse('2026-07-14T22:00:00Z');
    expect(today()).toBe('2026-07-15');
    now = Date.parse('2026-07-15T23:59:00Z');
    expect(today()).toBe('2026-07-16');
  });
});
