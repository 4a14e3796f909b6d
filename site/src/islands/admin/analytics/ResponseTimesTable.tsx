import type { ResponseTimeFigures } from '#features/analytics/contract/analytics.ts';
import { formatCount, formatHours, formatPercent } from '#shared/format.ts';
import { ScrollTable } from '../../ui/ScrollTable.tsx';
import { TableHead } from '../../ui/TableHead.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { MonthRow } from './MonthRow.tsx';

const columns = [
  'Monat',
  'Anfragen',
  'Beantwortet',
  'Median bis zur ersten Antwort',
  'Beantwortet binnen 24 Std.',
  'Angebot binnen 3 Tagen',
];

/**
 * "Reaktionszeit": how fast the office answered the leads of each month (by the month they came in), as
 * docs/domain.md defines it. "–" where a figure has no basis yet; the counts behind each share are shown.
 */
export function ResponseTimesTable({ months, year }: { months: ResponseTimeFigures[]; year: number }) {
  return (
    <TitledSection id="analytics-response-title" title={`Reaktionszeit ${year}`} className="card">
      <p className="mt-1 text-sm text-slate-600">
        Nach dem Monat, in dem die Anfrage einging. Erste Antwort: eine Nachricht, ein versendetes Angebot oder ein Status nach „offen“.
        Anteile zählen Anfragen, die beantwortet (bzw. mit Angebot) oder älter als 24 Stunden (bzw. 3 Tage) sind; „–“: noch keine.
      </p>
      <ScrollTable
        className="mt-3"
        label={`Tabelle der Reaktionszeiten ${year}, seitlich scrollbar`}
        caption={`Reaktionszeit nach Eingangsmonat der Anfrage ${year}`}
        tableClassName="w-full text-left text-sm"
        head={<TableHead columns={columns} />}
      >
        {months.map((month) => (
          <MonthRow key={month.month} month={month.month}>
            <td className="py-2 pr-3 text-right tabular-nums">{formatCount(month.leads)}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{formatCount(month.answered)}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{formatHours(month.medianHoursToFirstAnswer)}</td>
            <td className="py-2 pr-3 text-right tabular-nums">
              <Share rate={month.answeredWithin24hRate} part={month.answeredWithin24h} basis={month.answerBasis} />
            </td>
            <td className="py-2 text-right tabular-nums">
              <Share rate={month.quotedWithin3DaysRate} part={month.quotedWithin3Days} basis={month.quoteBasis} />
            </td>
          </MonthRow>
        ))}
      </ScrollTable>
    </TitledSection>
  );
}

/** "60,0 % (3 von 5)", or "–" without a basis. */
function Share({ rate, part, basis }: { rate: number | null; part: number; basis: number }) {
  if (rate === null) return <>{formatPercent(null)}</>;
  return (
    <>
      {formatPercent(rate)} <span className="text-slate-600">({`${formatCount(part)} von ${formatCount(basis)}`})</span>
    </>
  );
}
