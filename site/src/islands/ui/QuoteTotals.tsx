import { formatCents } from '#shared/format.ts';
import { VAT_RATE_PERCENT, type DocumentTotals } from '#features/quotes/contract/quotes.ts';

/** Netto, MwSt. and the gross total, which German consumers must see first (PAngV): the largest line. */
export function QuoteTotals({ totals }: { totals: DocumentTotals }) {
  return (
    <dl className="ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" aria-label="Summen">
      <dt className="text-slate-600">Netto</dt>
      <dd className="text-right">{formatCents(totals.net)}</dd>
      <dt className="text-slate-600">MwSt. {VAT_RATE_PERCENT} %</dt>
      <dd className="text-right">{formatCents(totals.vat)}</dd>
      <dt className="border-t border-slate-300 pt-2 text-lg font-bold text-brand-900">Gesamt (brutto)</dt>
      <dd className="border-t border-slate-300 pt-2 text-right text-lg font-bold text-brand-900" data-testid="quote-gross">
        {formatCents(totals.gross)}
      </dd>
    </dl>
  );
}
