/**
 * German formatting of money, measures and figures, shared by the site, the islands and the e-mails.
 * Money is integer cents; dates and times are shared/dates.ts's.
 *
 * Building an Intl formatter costs a phone tens of milliseconds of main thread the first time (ICU loads
 * the locale's data), which showed up as a long task when an island drew its first price. So money is
 * formatted by hand, exactly as Intl's de-DE euro format writes it (the tests compare both) (ADR 015).
 */
import { madeOnFirstUse } from './made-on-first-use.ts';

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

// Made on first use: most pages that import this module never format a percent or a count (ADR 093).
const oneDecimal = madeOnFirstUse(() => new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const whole = madeOnFirstUse(() => new Intl.NumberFormat('de-DE'));

/** What a rate or a duration without a basis shows (no visitors, no answered lead): never 0. */
const NO_BASIS = '–';

/** 2.5 → "2,5 %"; null (no basis, docs/domain.md) → "–". */
export function formatPercent(value: number | null): string {
  return value === null ? NO_BASIS : `${oneDecimal().format(value)} %`;
}

/** 5.2 → "5,2 Std." (hours with one decimal, also beyond a day); null (no basis) → "–". */
export function formatHours(value: number | null): string {
  return value === null ? NO_BASIS : `${oneDecimal().format(value)}\u00a0Std.`;
}

/** 3.25 → "3,3 Tg." (days with one decimal); null (no basis) → "–". */
export function formatDays(value: number | null): string {
  return value === null ? NO_BASIS : `${oneDecimal().format(value)}\u00a0Tg.`;
}

/** 12345 → "12.345" */
export function formatCount(value: number): string {
  return whole().format(value);
}

/** A phone number as a tel: link ("040 123-45" → "tel:04012345"): a click on a phone or softphone dials it. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
