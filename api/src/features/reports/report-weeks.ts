import { berlinDay, berlinDayStart } from '../../platform/berlin-calendar.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar week in Berlin, Monday to Sunday: its days and the instants that bound it. */
export interface ReportWeek {
  /** The Monday, "YYYY-MM-DD". */
  firstDay: string;
  /** The Sunday. */
  lastDay: string;
  /** The Monday after it, the first day not in it. */
  endDay: string;
  start: number;
  end: number;
}

/** A day some days later, as text (days are "YYYY-MM-DD"; noon UTC keeps the arithmetic off the change hours). */
function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekFrom(monday: string): ReportWeek {
  const endDay = plusDays(monday, 7);
  return { firstDay: monday, lastDay: plusDays(monday, 6), endDay, start: berlinDayStart(monday), end: berlinDayStart(endDay) };
}

/** The Monday of the Berlin week an instant falls in. */
export function mondayOf(now: number): string {
  const today = berlinDay(now);
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  return plusDays(today, -weekday);
}

/** The week before the one `now` falls in ("last week") and the week before that, as the report sets them side by side. */
export function reportWeeks(now: number): { last: ReportWeek; before: ReportWeek } {
  const thisMonday = mondayOf(now);
  return { last: weekFrom(plusDays(thisMonday, -7)), before: weekFrom(plusDays(thisMonday, -14)) };
}
