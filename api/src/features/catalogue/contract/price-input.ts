import { catalogueScreenMessages } from './catalogue-screen-messages.ts';
import { formatCents } from '../../../shared/format.ts';

/**
 * Amounts typed in the back office: euro in German format ("1.234,56") to integer cents, and whole percent.
 * An entry that is not a number is refused with a message rather than read as 0 (the old form's silent 0
 * turned a typo into a free product).
 */
export type ParsedAmount = { ok: true; value: number } | { ok: false; message: string };

/** Thousands grouped by dots (1.234.567) or not at all (1234567), then at most two decimals after a comma. */
const GERMAN_EURO = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const MAX_CENTS = 999_999_999;

export function parseEuroToCents(input: string, { allowNegative = false } = {}): ParsedAmount {
  const text = input.replace(/€/g, '').replace(/[\s\u00a0]/g, '');
  if (text === '') return { ok: false, message: catalogueScreenMessages.priceRequired };
  const match = GERMAN_EURO.exec(text);
  if (!match) return { ok: false, message: catalogueScreenMessages.priceInvalid };
  const [, minus, whole, fraction = ''] = match;
  // Whole euros and cents as integers: 0.1 + 0.2 never enters a price.
  const cents = Number(whole!.replace(/\./g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_CENTS) return { ok: false, message: catalogueScreenMessages.priceTooLarge };
  if (minus && cents > 0 && !allowNegative) return { ok: false, message: catalogueScreenMessages.priceNegative };
  return { ok: true, value: minus && cents > 0 ? -cents : cents };
}

/** 123456 → "1.234,56": the form's starting text, which parseEuroToCents reads back to the same cents. */
export function formatCentsForInput(cents: number): string {
  return new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

const PERCENT_RANGE = { min: -100, max: 1000 } as const;

/** "15" → 15; a percentage modifier is a whole number. */
export function parseWholePercent(input: string): ParsedAmount {
  const text = input.replace(/%/g, '').replace(/[\s\u00a0]/g, '');
  if (!/^-?\d+$/.test(text)) return { ok: false, message: catalogueScreenMessages.percentInvalid };
  const value = Number(text);
  if (value < PERCENT_RANGE.min || value > PERCENT_RANGE.max) return { ok: false, message: catalogueScreenMessages.percentOutOfRange };
  return { ok: true, value };
}

/** An option's price modifier as the lists show it: "+ 45,00 €", "- 10,00 €", "+ 15 %". */
export function formatModifier(value: number, type: 'fixed' | 'percentage'): string {
  const sign = value < 0 ? '−' : '+';
  const amount = type === 'percentage' ? `${Math.abs(value)} %` : formatCents(Math.abs(value));
  return `${sign} ${amount}`;
}
