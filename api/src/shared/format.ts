/**
 * German formatting of money and dates, shared by the site, the islands and the e-mails.
 * Money is integer cents; dates are shown in Europe/Berlin (DESIGN.md section 2).
 *
 * Building an Intl formatter costs a phone tens of milliseconds of main thread the first time (ICU loads
 * the locale's data), which showed up as a long task when an island drew its first price. So money is
 * formatted by hand, exactly as Intl's de-DE euro format writes it (the tests compare both), and the date
 * formatters are made on first use (ADR 015).
 */
const TIME_ZONE = 'Europe/Berlin';

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const longDate = once(() => new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }));
const shortDate = once(() => new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }));
const time = once(() => new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }));

/** 123456 → "1.234,56 €" (with a no-break space before the sign, as Intl writes it). */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const euros = Math.floor(whole / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, '.');
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${euros},${rest}\u00a0€`;
}

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
