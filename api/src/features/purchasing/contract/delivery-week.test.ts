import { describe, expect, it } from 'vitest';
import { formatWeek, parseWeek, weekAfter, weekMonday, weekOfDay } from './delivery-week.ts';

describe('delivery weeks (ISO 8601, as "KW 12/2027")', () => {
  it("reads the AB's week and names its Monday", () => {
    expect(parseWeek('KW 12/2027')).toEqual({ year: 2027, week: 12 });
    expect(parseWeek('kw12 2027')).toEqual({ year: 2027, week: 12 });
    expect(weekMonday({ year: 2027, week: 12 })).toBe('2027-03-22');
    expect(weekMonday({ year: 2027, week: 10 })).toBe('2027-03-08');
    expect(formatWeek({ year: 2027, week: 12 })).toBe('KW 12/2027');
  });

  it('knows weeks across the turn of the year and refuses a week the year lacks', () => {
    // 2026 starts on a Thursday: it has 53 weeks, and 1 January 2027 (a Friday) belongs to its week 53.
    expect(weekOfDay('2027-01-01')).toEqual({ year: 2026, week: 53 });
    expect(weekOfDay('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(parseWeek('KW 53/2026')).toEqual({ year: 2026, week: 53 });
    expect(parseWeek('KW 53/2027')).toBeNull();
    expect(parseWeek('KW 0/2027')).toBeNull();
    expect(parseWeek('März 2027')).toBeNull();
    // Sunday 6 December 2026 is in week 49; six weeks on, past week 53, is week 2 of 2027.
    expect(weekAfter('2026-12-06', 6)).toEqual({ year: 2027, week: 2 });
  });
});
