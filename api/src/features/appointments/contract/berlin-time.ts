/**
 * Berlin wall time and instants, browser-safe: the back office picks "10:00 on 14 July" and means Berlin,
 * whatever zone the browser runs in; the server stores the instant. A day is "YYYY-MM-DD", a time "HH:MM".
 */
import { berlinOffsetMs, berlinWallClock } from '../../../shared/format.ts';

/** The Berlin wall clock of an instant: its day and its time of day ("HH:MM"). */
export function berlinClock(instant: Date | number): { day: string; time: string } {
  const { day, time } = berlinWallClock(new Date(instant));
  return { day, time: time.slice(0, 5) };
}

/**
 * The instant of a Berlin wall time. A time that the spring change skips (02:30 on the last Sunday of
 * March) lands an hour later; one the autumn change repeats is taken once, in winter time.
 */
export function berlinInstant(day: string, time: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const guess = wall - berlinOffsetMs(new Date(wall));
  return new Date(wall - berlinOffsetMs(new Date(guess)));
}

/** The Berlin day after a day ("2026-03-29" → "2026-03-30"). */
export function dayAfter(day: string, days = 1): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Monday of the week a day belongs to (weeks start on Monday in Germany). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return dayAfter(day, -((weekday + 6) % 7));
}
