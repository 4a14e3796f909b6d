import { formatCents } from '#shared/format.ts';
import { priceColumnLabels } from '#features/quotes/contract/price-labels.ts';
import { lineTotal, type PriceBasis } from '#features/documents/contract/totals.ts';
import { type QuoteLine } from '#features/documents/contract/lines.ts';

/**
 * A sent quote's or an order's lines, read-only, in the back office and the customer area: position, title
 * with description, quantity, unit price, discount and the line's total, headed netto or brutto as the
 * document's price basis says (ADR 035).
 */
export function QuoteLinesTable({ lines, basis, caption }: { lines: QuoteLine[]; basis: PriceBasis; caption: string }) {
  const labels = priceColumnLabels(basis);
  return (
    // Wider than a phone: it scrolls sideways on its own, reachable by keyboard (WCAG 2.1.1).
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Pos.
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Bezeichnung
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Menge
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {labels.unitPrice}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {labels.discount}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {labels.lineTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3">{index + 1}</td>
              <td className="py-2 pr-3">
                <span className="font-semibold text-slate-900">{line.title}</span>
                {line.description && <span className="block whitespace-pre-wrap text-slate-600">{line.description}</span>}
              </td>
              <td className="py-2 pr-3 text-right">{line.quantity}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{formatCents(line.unitPrice)}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{line.discount > 0 ? `− ${formatCents(line.discount)}` : '–'}</td>
              <td className="py-2 text-right whitespace-nowrap">{formatCents(lineTotal(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
