/**
 * German formatting of money and dates, shared by the site, the islands and the e-mails.
 * Money is integer cents; dates are shown in Europe/Berlin (DESIGN.md section 2).
 *
 * Each formatter is made on first use: building an Intl formatter (above all one with a time zone)
 * costs milliseconds of main-thread time, and an island that imports this module for one price must
 * not pay for all four while the page hydrates (ADR 015).
 */
const TIME_ZONE = 'Europe/Berlin';

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const euro = once(() => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }));
const longDate = once(() => new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }));
const shortDate = once(() => new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }));
const time = once(() => new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }));

/** 123456 → "1.234,56 €" */
export function formatCents(cents: number): string {
  return euro().format(cents / 100);
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
