/**
 * Days and months of the analytics are Europe/Berlin's (ADR 019): a visit at 00:30 on
 * 1 January in Berlin belongs to January, though it is still 31 December in UTC. Days are "YYYY-MM-DD"
 * strings, so they sort and compare as text in SQL.
 */

const TIME_ZONE = 'Europe/Berlin';
const DAY_MS = 24 * 60 * 60 * 1000;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Berlin day of an instant, e.g. "2026-03-29". */
export function berlinDay(instant: number | Date): string {
  return dayFormat.format(instant);
}

/** How far Berlin's wall clock is ahead of UTC at an instant (1 or 2 hours). */
function berlinOffsetMs(instant: number): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const wallClock = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant a Berlin day begins (midnight there; 23 or 25 hours later the next one does). */
export function berlinDayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, date);
  // The offset at midnight can differ from the offset a few hours earlier only on a change day, and
  // changes happen at 02:00/03:00, never around midnight: one correction is exact.
  const guess = wallMidnight - berlinOffsetMs(wallMidnight);
  return wallMidnight - berlinOffsetMs(guess);
}

/** The Berlin day after a day. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + DAY_MS).toISOString().slice(0, 10);
}

/** Start and end (exclusive) of a Berlin day as instants. */
export function berlinDayRange(day: string): { start: number; end: number } {
  return { start: berlinDayStart(day), end: berlinDayStart(nextDay(day)) };
}

/** The first and the last day of a year, and the instants that bound it in Berlin. */
export function berlinYear(year: number) {
  return {
    firstDay: `${year}-01-01`,
    lastDay: `${year}-12-31`,
    start: berlinDayStart(`${year}-01-01`),
    end: berlinDayStart(`${year + 1}-01-01`),
  };
}

/** The instants at which the months of a year begin in Berlin, January to the following January (13 values). */
export function berlinMonthStarts(year: number): number[] {
  return Array.from({ length: 13 }, (_, index) => {
    const month = year * 12 + index;
    return berlinDayStart(`${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`);
  });
}

/** The month (1–12) of a day string. */
export const monthOfDay = (day: string) => Number(day.slice(5, 7));

/**
 * The Berlin day of "now", remembered until the next midnight: the beacon asks for it on every page view,
 * and formatting a date costs more than the rest of the check.
 */
export function createDayClock(now: () => number = Date.now) {
  let day = '';
  let endsAt = 0;
  return function today(): string {
    const instant = now();
    if (instant >= endsAt || instant < endsAt - 26 * 60 * 60 * 1000) {
      day = berlinDay(instant);
      endsAt = berlinDayStart(nextDay(day));
    }
    return day;
  };
}
