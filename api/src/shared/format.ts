/**
 * German formatting of money and dates, shared by the site, the islands and the e-mails.
 * Money is integer cents; dates are shown in Europe/Berlin (DESIGN.md section 2).
 */
const TIME_ZONE = 'Europe/Berlin';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const shortDate = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE });
const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });

/** 123456 → "1.234,56 €" */
export function formatCents(cents: number): string {
  return euro.format(cents / 100);
}

/** "12. März 2026" */
export function formatDate(date: Date): string {
  return longDate.format(date);
}

/** "12.03.2026" */
export function formatShortDate(date: Date): string {
  return shortDate.format(date);
}

/** "14:05" */
export function formatTime(date: Date): string {
  return time.format(date);
}
