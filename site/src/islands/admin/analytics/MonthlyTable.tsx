import { rateLevel, type MonthFigures } from '#features/analytics/contract/analytics.ts';
import { formatCount, formatPercent } from '#shared/format.ts';
import { leadSourceLabels, leadSources, monthLabels } from '#shared/labels.ts';

/** The spec's colouring; the value is always printed, so colour is never the only signal. A rate without a basis has none. */
const rateStyle = {
  good: 'bg-green-100 text-green-900',
  fair: 'bg-yellow-100 text-yellow-900',
  poor: 'bg-red-100 text-red-900',
  none: 'text-slate-700',
} as const;

export const MONTHLY_TABLE_ID = 'analytics-monthly-table';

/**
 * Month, visitors, funnel clicks, leads (all and per source) and conversion rate: also the charts' data for
 * screen readers. The figures are defined in docs/domain.md.
 */
export function MonthlyTable({ months, year }: { months: MonthFigures[]; year: number }) {
  return (
    <section className="card" aria-labelledby="analytics-months-title">
      <h2 id="analytics-months-title" className="text-lg font-bold text-brand-900">
        Monatsübersicht {year}
      </h2>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={`Tabelle der Monate ${year}, seitlich scrollbar`}>
        <table id={MONTHLY_TABLE_ID} className="w-full text-left text-sm">
          <caption className="sr-only">Besucher, Funnel-Klicks, Anfragen nach Herkunft und Konversionsrate je Monat {year}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Monat
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Besucher (Summe der Tagesbesucher)
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Funnel-Klicks
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Anfragen
              </th>
              {leadSources.map((source) => (
                <th key={source} scope="col" className="py-2 pr-3 text-right font-normal">
                  davon {leadSourceLabels[source]}
                </th>
              ))}
              <th scope="col" className="py-2 text-right font-semibold">
                Konversionsrate
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => {
              const level = rateLevel(month.conversionRate);
              return (
                <tr key={month.month} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {monthLabels[month.month - 1]}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatCount(month.uniqueVisitors)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatCount(month.funnelClicks)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatCount(month.leadsGenerated)}</td>
                  {leadSources.map((source) => (
                    <td key={source} className="py-2 pr-3 text-right text-slate-700 tabular-nums">
                      {formatCount(month.leadsBySource[source] ?? 0)}
                    </td>
                  ))}
                  <td className="py-2 text-right">
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 font-semibold tabular-nums ${rateStyle[level]}`}
                      data-level={level}
                    >
                      {formatPercent(month.conversionRate)}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
