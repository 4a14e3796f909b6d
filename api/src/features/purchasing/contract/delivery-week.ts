/**
 * Calendar weeks as the trade speaks them ("KW 12/2027"): ISO 8601 weeks, Monday to Sunday, week 1 the
 * one with the year's first Thursday. Zod-free, shared by the API and the screens.
 */

import type { DeliveryWeek } from '../../../shared/purchase-records.ts';

export type { DeliveryWeek };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (YYYY-MM-DD) of an ISO week. */
export function weekMonday({ year, week }: DeliveryWeek): string {
  const fourthOfJanuary = Date.UTC(year, 0, 4);
  const weekday = (new Date(fourthOfJanuary).getUTCDay() + 6) % 7;
  return new Date(fourthOfJanuary - weekday * DAY_MS + (week - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO week a Berlin calendar day (YYYY-MM-DD) falls in. */
export function weekOfDay(day: string): DeliveryWeek {
  const date = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(date).getUTCDay() + 6) % 7;
  const thursday = new Date(date + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { year, week };
}

/** How many ISO weeks a year has: 53 when its 28 December falls in week 53. */
const weeksInYear = (year: number) => weekOfDay(`${year}-12-28`).week;

/** "KW 12/2027". */
export const formatWeek = ({ year, week }: DeliveryWeek) => `KW ${week}/${year}`;

/** "KW 12/2027", "12/2027" or "KW12 2027" read back; null for anything else or a week the year lacks. */
export function parseWeek(text: string): DeliveryWeek | null {
  const match = /^\s*(?:KW\s*)?(\d{1,2})\s*[/ ]\s*(\d{4})\s*$/i.exec(text);
  if (!match) return null;
  const week = Number(match[1]);
  const year = Number(match[2]);
  if (year < 2000 || year > 2100 || week < 1 || week > weeksInYear(year)) return null;
  return { year, week };
}

/** The week `weeks` weeks after the one of `day`. */
export const weekAfter = (day: string, weeks: number): DeliveryWeek => {
  const { year, week } = weekOfDay(day);
  const monday = Date.parse(`${weekMonday({ year, week })}T00:00:00Z`) + weeks * 7 * DAY_MS;
  return weekOfDay(new Date(monday).toISOString().slice(0, 10));
};
