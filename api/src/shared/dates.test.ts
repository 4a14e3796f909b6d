import { describe, expect, it } from 'vitest';
import {
  addDays,
  berlinClock,
  berlinDay,
  berlinDayRange,
  berlinInstant,
  berlinMidnight,
  berlinMonthStarts,
  createDayClock,
  formatDate,
  formatDateTime,
  formatRelative,
  formatShortDate,
  formatTime,
  germanDay,
  mondayOf,
} from './dates.ts';

const HOUR = 3600_000;

describe('Berlin days', () => {
  it('puts the first Berlin hour of a year into the new year, though UTC is still in the old one', () => {
    expect(berlinDay(Date.parse('2025-12-31T22:59:59Z'))).toBe('2025-12-31');
    expect(berlinDay(Date.parse('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
    expect(berlinDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
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

  it('finds the midnight of a day in winter, in summer and on the change days', () => {
    expect(berlinMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(berlinMidnight('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(berlinMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(berlinMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(berlinMidnight('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(berlinMidnight('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
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

describe('adding days', () => {
  it('counts calendar days across month and year ends, leap days and the clock changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-11-26', 14)).toBe('2026-12-10');
    expect(addDays('2026-11-26', 0)).toBe('2026-11-26');
  });

  it('finds the Monday of a week, also across a year end', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
  });
});

describe('German dates and times', () => {
  it('writes a calendar day as Germans do', () => {
    expect(germanDay('2026-11-26')).toBe('26.11.2026');
    expect(germanDay('2026-01-01')).toBe('01.01.2026');
  });

  it('shows dates and times in Berlin time', () => {
    // 23:30 UTC on 31 December is already the next day and year in Berlin.
    const newYear = new Date('2025-12-31T23:30:00Z');
    expect(formatDate(newYear)).toBe('1. Januar 2026');
    expect(formatShortDate(newYear)).toBe('01.01.2026');
    expect(formatTime(new Date('2026-07-01T12:05:00Z'))).toBe('14:05');
  });

  it('shows date and time together, and how long ago in German', () => {
    expect(formatDateTime(new Date('2026-07-01T12:05:00Z'))).toBe('01.07.2026 14:05');
    expect(formatDateTime(new Date('2026-10-25T00:30:00Z'))).toBe('25.10.2026 02:30');
    expect(formatDateTime(new Date('2026-10-25T01:30:00Z'))).toBe('25.10.2026 02:30');
    const now = new Date('2026-07-01T12:00:00Z');
    expect(formatRelative(new Date('2026-07-01T11:55:00Z'), now)).toBe('vor 5 Minuten');
    expect(formatRelative(new Date('2026-07-01T10:00:00Z'), now)).toBe('vor 2 Stunden');
    expect(formatRelative(new Date('2026-06-30T12:00:00Z'), now)).toBe('vor 1 Tag');
    expect(formatRelative(new Date('2026-07-01T11:59:40Z'), now)).toBe('gerade eben');
  });
});

describe('Berlin wall times', () => {
  it('turns a wall time into its instant and back, in winter, in summer and on the change days', () => {
    expect(berlinInstant('2026-01-15', '10:00').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(berlinInstant('2026-07-15', '10:00').toISOString()).toBe('2026-07-15T08:00:00.000Z');
    // 02:30 on the spring change day does not exist: an hour later.
    expect(berlinClock(berlinInstant('2026-03-29', '02:30'))).toEqual({ day: '2026-03-29', time: '03:30' });
    // 02:30 on the autumn change day comes twice: taken once, in winter time.
    expect(berlinInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(berlinClock(Date.parse('2026-12-31T23:15:00Z'))).toEqual({ day: '2027-01-01', time: '00:15' });
  });
});
