/**
 * German formatting of money and dates, shared by the site, the islands and the e-mails.
 * Money is integer cents; dates are shown in Europe/Berlin (ADR 002).
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

const thousands = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, '.');

/** 1230 → "1.230 mm": window sizes as German price lists write them. */
export function formatMillimetres(mm: number): string {
  return `${thousands(mm)}\u00a0mm`;
}

/** { width: 1230, height: 1480 } → "1.230 × 1.480 mm" (width first, as window sizes are given). */
export function formatSizeMm(size: { width: number; height: number }): string {
  return `${thousands(size.width)} × ${formatMillimetres(size.height)}`;
}

/** 123.5 → "123,5": a measure as it was typed, with the German decimal comma. */
export function formatDecimal(value: number): string {
  const [whole = '0', fraction] = String(value).split('.');
  const grouped = thousands(Number(whole));
  return fraction ? `${grouped},${fraction}` : grouped;
}

/** "123,5 × 140 cm", as the funnel and the configurator take sizes; a side not given is "?". */
export function formatSizeCm(width: number | null | undefined, height: number | null | undefined): string {
  const side = (value: number | null | undefined) => (value ? formatDecimal(value) : '?');
  return `${side(width)} × ${side(height)} cm`;
}

/** A price that may be "auf Anfrage" (null: the size has no price in the product's grid, ADR 024). */
export function formatPrice(cents: number | null): string {
  return cents === null ? PRICE_ON_REQUEST : formatCents(cents);
}

export const PRICE_ON_REQUEST = 'Preis auf Anfrage';

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

/** "12.03.2026 14:05", the back office's date and time (docs/architecture.md). */
export function formatDateTime(date: Date): string {
  return `${shortDate().format(date)} ${time().format(date)}`;
}

const relative = once(() => new Intl.RelativeTimeFormat('de', { numeric: 'always' }));
const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "vor 5 Minuten", "vor 2 Stunden"; under a minute "gerade eben". */
export function formatRelative(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(seconds) >= size) return relative().format(-Math.floor(seconds / size), unit);
  }
  return 'gerade eben';
}

const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** How far Berlin's wall clock is ahead of UTC at that moment (one or two hours). */
export function berlinOffsetMs(date: Date): number {
  const part = Object.fromEntries(berlinParts.formatToParts(date).map(({ type, value }) => [type, Number(value)]));
  const wallClock = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wallClock - Math.floor(date.getTime() / 1000) * 1000;
}

/** Berlin's wall clock at a moment: day "2026-03-12" and time "14:05:09". */
export function berlinWallClock(date: Date): { day: string; time: string } {
  const wall = new Date(date.getTime() + berlinOffsetMs(date)).toISOString();
  return { day: wall.slice(0, 10), time: wall.slice(11, 19) };
}

/** The calendar day in Berlin of a moment, as "2026-03-12". */
export function berlinDay(date: Date): string {
  return new Date(date.getTime() + berlinOffsetMs(date)).toISOString().slice(0, 10);
}

/** The moment a Berlin calendar day ("2026-03-12") begins. */
export function berlinMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // At 00:00 UTC Berlin still has its midnight offset: the clocks change at 01:00 UTC.
  return new Date(utcMidnight - berlinOffsetMs(new Date(utcMidnight)));
}

const oneDecimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('de-DE');

/** What a rate or a duration without a basis shows (no visitors, no answered lead): never 0. */
const NO_BASIS = '–';

/** 2.5 → "2,5 %"; null (no basis, docs/domain.md) → "–". */
export function formatPercent(value: number | null): string {
  return value === null ? NO_BASIS : `${oneDecimal.format(value)} %`;
}

/** 5.2 → "5,2 Std." (hours with one decimal, also beyond a day); null (no basis) → "–". */
export function formatHours(value: number | null): string {
  return value === null ? NO_BASIS : `${oneDecimal.format(value)}\u00a0Std.`;
}

/** 3.25 → "3,3 Tg." (days with one decimal); null (no basis) → "–". */
export function formatDays(value: number | null): string {
  return value === null ? NO_BASIS : `${oneDecimal.format(value)}\u00a0Tg.`;
}

/** 12345 → "12.345" */
export function formatCount(value: number): string {
  return whole.format(value);
}

/** A phone number as a tel: link ("040 123-45" → "tel:04012345"): a click on a phone or softphone dials it. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "2026-04-12" → "12.04.2026" */
export const germanDay = (day: string) => day.split('-').reverse().join('.');
