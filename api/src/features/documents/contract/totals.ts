/**
 * VAT and totals of every document (quote, order, invoice), in integer cents. The price rule (ADR 035,
 * ADR 076): a business customer's document is 'net' (net lines, 19 % VAT computed once on the net sum);
 * a consumer's is 'gross' (PAngV: the consumer is shown gross prices, their sum is the total, the VAT is
 * contained in it). Documents keep the basis they were made with.
 */

import type { PriceBasis } from '../../../shared/document-lines.ts';

export const VAT_RATE_PERCENT = 19;

/** How a document's line prices are meant, 'net' or 'gross' (shared/document-lines.ts). */
export type { PriceBasis } from '../../../shared/document-lines.ts';

/**
 * The basis of a new document by its customer (ADR 076): a business customer – the document names a
 * company, as the invoice's e-invoice duty does (ADR 041) – gets net prices; a consumer gets the gross
 * prices PAngV § 3 asks for, so the catalogue's gross prices add up to the total unchanged.
 */
export function basisForCustomer(company: string): PriceBasis {
  return company.trim() === '' ? 'gross' : 'net';
}

/** What a line contributes to the totals: quantity, unit price and discount in the document's basis. */
export interface PricedLine {
  quantity: number;
  unitPrice: number;
  discount: number;
}

export interface DocumentTotals {
  /** The net sum: the lines' sum on a 'net' document; gross − VAT on a 'gross' one. */
  net: number;
  /** 19 % VAT, rounded once per document, never summed from rounded line amounts. */
  vat: number;
  /** The total the customer pays, incl. VAT: the figure consumers must see first (PAngV § 3). */
  gross: number;
}

/** A line's amount: quantity × unit price − discount, in the document's basis (net or gross). */
export function lineTotal(line: PricedLine): number {
  return line.quantity * line.unitPrice - line.discount;
}

/**
 * The document's three figures (ADR 035, ADR 076). 'net': net = Σ lines, VAT = round(net × 19 %), gross =
 * net + VAT. 'gross': gross = Σ lines, the contained VAT = round(gross × 19 / 119), net = gross − VAT.
 * Either way VAT is rounded once, on the document's sum.
 */
export function documentTotals(lines: readonly PricedLine[], basis: PriceBasis): DocumentTotals {
  const sum = lines.reduce((total, line) => total + lineTotal(line), 0);
  if (basis === 'net') {
    const vat = vatOnNet(sum);
    return { net: sum, vat, gross: sum + vat };
  }
  const vat = Math.round((sum * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
  return { net: sum - vat, vat, gross: sum };
}

/** 19 % VAT on a net sum, rounded half a cent up: the one VAT rounding of a 'net' document. */
function vatOnNet(netCents: number): number {
  return Math.round((netCents * VAT_RATE_PERCENT) / 100);
}

/**
 * A catalogue price (gross, as the configurator shows consumers) as the net unit price of a business
 * quote's line: 801,94 € → 673,90 €. Of the net prices next to gross × 100 / 119 it takes the one whose
 * gross (net plus its rounded VAT) is the catalogue price again, so a window quoted alone costs what the
 * web showed. About one gross price in six has no such net price (19 % VAT makes the gross jump by 2
 * cents there); then the rounded quotient stands (ADR 053).
 */
export function netUnitPrice(grossCents: number): number {
  const rounded = Math.round((grossCents * 100) / (100 + VAT_RATE_PERCENT));
  return [rounded, rounded - 1, rounded + 1].find((net) => net + vatOnNet(net) === grossCents) ?? rounded;
}

/** A net price (a line preset's, a business draft's line) as the gross price of a consumer's line: net + its VAT. */
export function grossUnitPrice(netCents: number): number {
  return netCents + vatOnNet(netCents);
}

/** A price of a line in one basis as the same price in another: unchanged, or converted per unit. */
export function priceInBasis(cents: number, from: PriceBasis, to: PriceBasis): number {
  if (from === to) return cents;
  return to === 'net' ? netUnitPrice(cents) : grossUnitPrice(cents);
}
