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

/** The warranty of work on a building: five years from the Abnahme (§ 634a Abs. 1 Nr. 2, Abs. 2 BGB). */
const WARRANTY_YEARS = 5;

/**
 * The last day of the warranty. The Abnahme is an event in the course of a day, so that day is not
 * counted (§ 187 Abs. 1 BGB) and the period ends with the day five years on that bears the same number
 * (§ 188 Abs. 2 BGB): 06.12.2026 → 06.12.2031. Where the month has no such day, with the month's last
 * day (§ 188 Abs. 3 BGB): 29.02.2028 → 28.02.2033.
 */
export function warrantyEnd(acceptedOn: string): string {
  const [year, month, day] = acceptedOn.split('-').map(Number) as [number, number, number];
  const endYear = year + WARRANTY_YEARS;
  const lastOfMonth = new Date(Date.UTC(endYear, month, 0)).getUTCDate();
  return `${endYear}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastOfMonth)).padStart(2, '0')}`;
}
