import { formatCents } from '#shared/format.ts';
import { priceColumnLabels } from '#features/quotes/contract/price-labels.ts';
import { lineTotal, type PriceBasis } from '#features/documents/contract/totals.ts';
import { type QuoteLine } from '#features/documents/contract/lines.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { TableHead } from './TableHead.tsx';

/**
 * A sent quote's or an order's lines, read-only, in the back office and the customer area: position, title
 * with description, quantity, unit price, discount and the line's total, headed netto or brutto as the
 * document's price basis says (ADR 035).
 */
export function QuoteLinesTable({ lines, basis, caption }: { lines: QuoteLine[]; basis: PriceBasis; caption: string }) {
  const labels = priceColumnLabels(basis);
  return (
    <ScrollTable
      label={caption}
      caption={caption}
      tableClassName="w-full border-collapse text-left text-sm"
      head={<TableHead columns={['Pos.', 'Bezeichnung', 'Menge', labels.unitPrice, labels.discount, labels.lineTotal]} names={2} />}
    >
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
    </ScrollTable>
  );
}
