/**
 * VAT and totals of every document (quote, order, invoice), in integer cents. The price rule (ADR 035):
 * lines of a 'net' document are net, 19 % VAT is computed once on the net sum and the gross total is the
 * figure a consumer must see (PAngV); 'gross' documents (before issue 20) keep their gross lines.
 */

export const VAT_RATE_PERCENT = 19;

/**
 * How a document's line prices are meant: 'net' (since issue 20: net unit prices, the net sum, 19 % VAT on
 * it, the gross total) or 'gross' (documents made before, whose lines were gross; kept as they were issued).
 */
export const priceBases = ['net', 'gross'] as const;
export type PriceBasis = (typeof priceBases)[number];

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
 * The document's three figures (ADR 035). 'net': net = Σ lines, VAT = round(net × 19 %), gross = net + VAT.
 * 'gross' (documents issued before issue 20, kept as issued): gross = Σ lines, the contained VAT =
 * round(gross × 19 / 119), net = gross − VAT. Either way VAT is rounded once, on the document's sum.
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
 * A catalogue price (gross, as the configurator shows consumers) as the net unit price of a quote line:
 * 801,94 € → 673,90 €. Of the net prices next to gross × 100 / 119 it takes the one whose gross (net plus
 * its rounded VAT) is the catalogue price again, so a window quoted alone costs what the web showed. About
 * one gross price in six has no such net price (19 % VAT makes the gross jump by 2 cents there); then the
 * rounded quotient stands, and the web shows the quote's figure through quotedGross (ADR 053).
 */
export function netUnitPrice(grossCents: number): number {
  const rounded = Math.round((grossCents * 100) / (100 + VAT_RATE_PERCENT));
  return [rounded, rounded - 1, rounded + 1].find((net) => net + vatOnNet(net) === grossCents) ?? rounded;
}
