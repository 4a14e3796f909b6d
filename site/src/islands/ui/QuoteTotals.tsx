import { formatCents } from '#shared/format.ts';
import { totalsRows } from '#features/quotes/contract/price-labels.ts';
import type { DocumentTotals, PriceBasis } from '#features/documents/contract/totals.ts';

/**
 * Nettobetrag, USt. and the gross total in the order of the document's price basis (ADR 035); the gross
 * total, which German consumers must see first (PAngV § 3), is the largest line.
 */
export function QuoteTotals({ totals, basis }: { totals: DocumentTotals; basis: PriceBasis }) {
  return (
    <dl className="ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" aria-label="Summen">
      {totalsRows(totals, basis).map((row) =>
        row.prominent ? (
          <div key={row.key} className="col-span-2 grid grid-cols-subgrid border-y border-slate-300 py-2">
            <dt className="text-lg font-bold text-brand-900">{row.label}</dt>
            <dd className="text-right text-lg font-bold whitespace-nowrap text-brand-900" data-testid="quote-gross">
              {formatCents(row.amount)}
            </dd>
          </div>
        ) : (
          <div key={row.key} className="col-span-2 grid grid-cols-subgrid">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="text-right whitespace-nowrap" data-testid={`quote-${row.key}`}>
              {formatCents(row.amount)}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
