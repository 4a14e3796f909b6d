/**
 * Days, dates and times, the one module for them (ADR 066), browser-safe: the API, the e-mails, the PDFs
 * and the islands (`#shared/dates.ts`) read Berlin days and write German dates with it.
 *
 * Every day and time is Europe/Berlin's (ADR 002, ADR 019): a visit at 00:30 on 1 January in Berlin
 * belongs to January, though it is still 31 December in UTC. A day is a "YYYY-MM-DD" string, so days
 * sort and compare as text in SQL; a wall time is "HH:MM".
 *
 * Building an Intl formatter costs a phone tens of milliseconds of main thread the first time (ICU loads
 * the locale's data), which showed up as a long task when an island drew its first date: the German
 * formatters are made on first use (ADR 015).
 */
import { madeOnFirstUse as once } from './made-on-first-use.ts';

const TIME_ZONE = 'Europe/Berlin';

const longDate = once(() => new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }));
const shortDate = once(() => new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }));
const time = once(() => new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }));
const wallClockParts = once(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/** "2026-11-26" → "26.11.2026": a calendar day (no instant, no time zone) as Germans write it. */
export const germanDay = (day: string) => day.split('-').reverse().join('.');

/** "12. März 2026" */
export function formatDate(date: Date): string {
  return longDate().format(date);
}

/** "12.03.2026" */
export function formatShortDate(date: Date): string {
  return shortDate().format(date);
}

/** "14:05" */
export function formatTime(date: Date): string {
  return time().format(date);
}

/** "12.03.2026 14:05", the back office's date and time (docs/architecture.md). */
export function formatDateTime(date: Date): string {
  return `${shortDate().format(date)} ${time().format(date)}`;
}

const relative = once(() => new Intl.RelativeTimeFormat('de', { numeric: 'always' }));
const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "vor 5 Minuten", "vor 2 Stunden"; under a minute "gerade eben". */
export function formatRelative(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(seconds) >= size) return relative().format(-Math.floor(seconds / size), unit);
  }
  return 'gerade eben';
}

/** How far Berlin's wall clock is ahead of UTC at that moment (one or two hours). */
function berlinOffsetMs(instant: number): number {
  const part = Object.fromEntries(
    wallClockParts()
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  const wallClock = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** Berlin's wall clock at a moment: day "2026-03-12" and time "14:05:09". */
export function berlinWallClock(instant: Date | number): { day: string; time: string } {
  const at = Number(instant);
  const wall = new Date(at + berlinOffsetMs(at)).toISOString();
  return { day: wall.slice(0, 10), time: wall.slice(11, 19) };
}

/** The Berlin wall clock of an instant as the back office picks it: its day and its time of day ("HH:MM"). */
export function berlinClock(instant: Date | number): { day: string; time: string } {
  const { day, time: seconds } = berlinWallClock(instant);
  return { day, time: seconds.slice(0, 5) };
}

/** The Berlin day of an instant, e.g. "2026-03-29". */
export function berlinDay(instant: Date | number): string {
  return berlinWallClock(instant).day;
}

/**
 * The instant of a Berlin wall time. A time that the spring change skips (02:30 on the last Sunday of
 * March) lands an hour later; one the autumn change repeats is taken once, in winter time.
 */
export function berlinInstant(day: string, wallTime: string): Date {
  const wall = Date.parse(`${day}T${wallTime}:00Z`);
  // The offset a few hours before can differ from the one at the wall time only across a change; one
  // correction is exact, since the changes happen at 02:00/03:00.
  const guess = wall - berlinOffsetMs(wall);
  return new Date(wall - berlinOffsetMs(guess));
}

/** The instant a Berlin day begins (midnight there; 23 or 25 hours later the next one does). */
export function berlinDayStart(day: string): number {
  return berlinInstant(day, '00:00').getTime();
}

/** The moment a Berlin calendar day ("2026-03-12") begins, as a Date. */
export const berlinMidnight = (day: string): Date => new Date(berlinDayStart(day));

/** A calendar day plus (or minus) whole days: "2026-12-31" + 1 → "2027-01-01", whatever the clocks do. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Monday of the week a day belongs to (weeks start on Monday in Germany). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Start and end (exclusive) of a Berlin day as instants. */
export function berlinDayRange(day: string): { start: number; end: number } {
  return { start: berlinDayStart(day), end: berlinDayStart(addDays(day, 1)) };
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
      endsAt = berlinDayStart(addDays(day, 1));
    }
    return day;
  };
}
