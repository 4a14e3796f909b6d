/**
 * Working days for the deadline of an "Abnahme verlangen" (§ 640 Abs. 2 BGB: a reasonable period; the
 * office's default is 12 working days). Monday to Friday count; public holidays are not left out, so the
 * deadline can be one or two days shorter in a week with a holiday (ADR 061). Days are "YYYY-MM-DD".
 */
export function addWorkingDays(day: string, workingDays: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = workingDays;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** The warranty of work on a building: five years from the Abnahme (§ 634a Abs. 1 Nr. 2 BGB). */
const WARRANTY_YEARS = 5;

/** The last day of the warranty: the day before the same date five years on. */
export function warrantyEnd(acceptedOn: string): string {
  const date = new Date(`${acceptedOn}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + WARRANTY_YEARS);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
