import { rateLevel, type MonthFigures } from '#features/analytics/contract/analytics.ts';
import { formatCount, formatPercent } from '#shared/format.ts';
import { leadSourceLabels, leadSources } from '#shared/labels.ts';
import { ScrollTable } from '../../ui/ScrollTable.tsx';
import { TableHead } from '../../ui/TableHead.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { MonthRow } from './MonthRow.tsx';

/** The spec's colouring; the value is always printed, so colour is never the only signal. A rate without a basis has none. */
const rateStyle = {
  good: 'bg-green-100 text-green-900',
  fair: 'bg-yellow-100 text-yellow-900',
  poor: 'bg-red-100 text-red-900',
  none: 'text-slate-700',
} as const;

export const MONTHLY_TABLE_ID = 'analytics-monthly-table';

// The sources' columns split the leads' figure, so their headings are lighter.
const columns = [
  'Monat',
  'Besucher (Summe der Tagesbesucher)',
  'Funnel-Klicks',
  'Anfragen',
  ...leadSources.map((source) => <span className="font-normal">davon {leadSourceLabels[source]}</span>),
  'Konversionsrate',
];

/**
 * Month, visitors, funnel clicks, leads (all and per source) and conversion rate: also the charts' data for
 * screen readers. The figures are defined in docs/domain.md.
 */
export function MonthlyTable({ months, year }: { months: MonthFigures[]; year: number }) {
  return (
    <TitledSection id="analytics-months-title" title={`Monatsübersicht ${year}`} className="card">
      <ScrollTable
        className="mt-3"
        label={`Tabelle der Monate ${year}, seitlich scrollbar`}
        caption={`Besucher, Funnel-Klicks, Anfragen nach Herkunft und Konversionsrate je Monat ${year}`}
        tableClassName="w-full text-left text-sm"
        tableId={MONTHLY_TABLE_ID}
        head={<TableHead columns={columns} />}
      >
        {months.map((month) => {
          const level = rateLevel(month.conversionRate);
          return (
            <MonthRow key={month.month} month={month.month}>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCount(month.uniqueVisitors)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCount(month.funnelClicks)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCount(month.leadsGenerated)}</td>
              {leadSources.map((source) => (
                <td key={source} className="py-2 pr-3 text-right text-slate-700 tabular-nums">
                  {formatCount(month.leadsBySource[source] ?? 0)}
                </td>
              ))}
              <td className="py-2 text-right">
                <span className={`inline-block rounded-full px-2 py-0.5 font-semibold tabular-nums ${rateStyle[level]}`} data-level={level}>
                  {formatPercent(month.conversionRate)}
                </span>
              </td>
            </MonthRow>
          );
        })}
      </ScrollTable>
    </TitledSection>
  );
}
