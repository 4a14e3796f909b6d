import type { PurchaseOrderJson } from '#features/purchasing/contract/purchasing.ts';
import { purchaseScreenMessages as screen } from '#features/purchasing/contract/purchasing-messages.ts';
import { formatCents, formatSizeMm } from '#shared/format.ts';

const priceText = (cents: number | null | undefined) => (cents === null || cents === undefined ? '–' : formatCents(cents));

/**
 * The Bestellung's positions: what was ordered beside what the AB confirmed, a difference marked, so the
 * office sees at a glance where the supplier's price differs from the expected one.
 */
export function PurchasePositions({ purchase }: { purchase: PurchaseOrderJson }) {
  const confirmed = purchase.confirmation?.unitPrices;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Positionen der Bestellung {purchase.number}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th className="py-1 pr-2">Position</th>
            <th className="py-1 pr-2">Bestellmaß</th>
            <th className="py-1 pr-2">Menge</th>
            <th className="py-1 pr-2">{screen.ordered} (erwartet)</th>
            {confirmed && <th className="py-1">{screen.confirmedAs}</th>}
          </tr>
        </thead>
        <tbody>
          {purchase.document.positions.map((position, index) => {
            const differs = confirmed && confirmed[index] !== position.expectedUnitPrice;
            return (
              <tr key={position.lineIndex} className="border-t border-slate-100 align-top">
                <td className="py-1 pr-2">
                  <span className="font-semibold">{position.name}</span>
                  <br />
                  <span className="text-xs text-slate-600">
                    {[
                      position.product,
                      position.openingType && `${position.openingType}${position.hinge ? `, ${position.hinge}` : ''}`,
                      position.glazing,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {position.options.some((option) => option.articleCode) && (
                    <span className="block text-xs text-slate-500">
                      {position.options
                        .filter((option) => option.articleCode)
                        .map((option) => `${option.name} [${option.articleCode}]`)
                        .join(', ')}
                    </span>
                  )}
                </td>
                <td className="py-1 pr-2 whitespace-nowrap">
                  {position.widthMm && position.heightMm
                    ? formatSizeMm({ width: position.widthMm, height: position.heightMm })
                    : screen.sizeMissing}
                </td>
                <td className="py-1 pr-2">{position.quantity}</td>
                <td className="py-1 pr-2 whitespace-nowrap">{priceText(position.expectedUnitPrice)}</td>
                {confirmed && (
                  <td className={`py-1 whitespace-nowrap ${differs ? 'font-semibold text-amber-800' : ''}`}>
                    {priceText(confirmed[index])}
                    {differs && <span className="sr-only"> (abweichend)</span>}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
