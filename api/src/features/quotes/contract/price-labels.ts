import { formatCents } from '../../../shared/format.ts';
import { VAT_RATE_PERCENT, type DocumentTotals, type PriceBasis } from '../../documents/contract/totals.ts';

/**
 * The German words of the price rule (ADR 035), in one place for the editor, the customer's views, the
 * PDF and the mails, so every document names its three figures alike: Nettobetrag, USt., Gesamtbetrag.
 */

const basisWord: Record<PriceBasis, string> = { net: 'netto', gross: 'brutto' };

/** The headings of a line's price columns: "Einzelpreis netto", "Rabatt netto", "Summe netto". */
export function priceColumnLabels(basis: PriceBasis) {
  const word = basisWord[basis];
  return {
    basisWord: word,
    unitPrice: `Einzelpreis ${word}`,
    discount: `Rabatt ${word}`,
    lineTotal: `Summe ${word}`,
  };
}

export const totalsLabels = {
  net: 'Nettobetrag',
  /** A 'net' document adds the VAT to the net sum … */
  vatAdded: `zzgl. ${VAT_RATE_PERCENT} % USt.`,
  /** … a 'gross' one (a consumer's, ADR 076, or issued before issue 20) names the VAT its gross lines contain. */
  vatContained: `enthaltene USt. ${VAT_RATE_PERCENT} %`,
  /** The prominent figure (PAngV § 3 (3): the total price stands out where a price is broken down). */
  gross: `Gesamtbetrag inkl. ${VAT_RATE_PERCENT} % USt.`,
} as const;

export interface TotalsRow {
  key: keyof DocumentTotals;
  label: string;
  amount: number;
  /** The gross total: set larger and bold wherever the rows are shown. */
  prominent: boolean;
}

/**
 * The totals block in reading order. 'net': Nettobetrag, zzgl. 19 % USt., Gesamtbetrag (the sum is built
 * downwards). 'gross': the gross lines add up to the Gesamtbetrag first, then the VAT it contains and the
 * net amount, so a gross document never reads as if VAT were added to gross lines.
 */
export function totalsRows(totals: DocumentTotals, basis: PriceBasis): TotalsRow[] {
  const net: TotalsRow = { key: 'net', label: totalsLabels.net, amount: totals.net, prominent: false };
  const gross: TotalsRow = { key: 'gross', label: totalsLabels.gross, amount: totals.gross, prominent: true };
  if (basis === 'net') return [net, { key: 'vat', label: totalsLabels.vatAdded, amount: totals.vat, prominent: false }, gross];
  return [gross, { key: 'vat', label: totalsLabels.vatContained, amount: totals.vat, prominent: false }, net];
}

/** The totals block as lines of a plain-text mail: "Nettobetrag: 1.417,80 €" … */
export function totalsText(totals: DocumentTotals, basis: PriceBasis): string[] {
  return totalsRows(totals, basis).map((row) => `${row.label}: ${formatCents(row.amount)}`);
}
