/**
 * Berlin wall time and instants, browser-safe: the back office picks "10:00 on 14 July" and means Berlin,
 * whatever zone the browser runs in; the server stores the instant. A day is "YYYY-MM-DD", a time "HH:MM".
 */

const TIME_ZONE = 'Europe/Berlin';
const MINUTE_MS = 60_000;

let parts: Intl.DateTimeFormat | undefined;
const partsFormat = () =>
  (parts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** The Berlin wall clock of an instant: its day and its time of day. */
export function berlinClock(instant: Date | number): { day: string; time: string } {
  const part = Object.fromEntries(
    partsFormat()
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return { day: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** How far Berlin's wall clock is ahead of UTC at an instant (one or two hours). */
function offsetMs(instant: number): number {
  const { day, time } = berlinClock(instant);
  return Date.parse(`${day}T${time}:00Z`) - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant of a Berlin wall time. A time that the spring change skips (02:30 on the last Sunday of
 * March) lands an hour later; one the autumn change repeats is taken once, in winter time.
 */
export function berlinInstant(day: string, time: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const guess = wall - offsetMs(wall);
  return new Date(wall - offsetMs(guess));
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
