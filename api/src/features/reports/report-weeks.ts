import { addDays, berlinDay, berlinDayStart, mondayOf } from '../../shared/dates.ts';

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

function weekFrom(monday: string): ReportWeek {
  const endDay = addDays(monday, 7);
  return { firstDay: monday, lastDay: addDays(monday, 6), endDay, start: berlinDayStart(monday), end: berlinDayStart(endDay) };
}

/** The Monday of the Berlin week an instant falls in. */
export const mondayOfInstant = (now: number): string => mondayOf(berlinDay(now));

/** The week before the one `now` falls in ("last week") and the week before that, as the report sets them side by side. */
export function reportWeeks(now: number): { last: ReportWeek; before: ReportWeek } {
  const thisMonday = mondayOfInstant(now);
  return { last: weekFrom(addDays(thisMonday, -7)), before: weekFrom(addDays(thisMonday, -14)) };
}
