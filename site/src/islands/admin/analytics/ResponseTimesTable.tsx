import type { ResponseTimeFigures } from '#features/analytics/contract/analytics.ts';
import { formatCount, formatHours, formatPercent } from '#shared/format.ts';
import { monthLabels } from '#shared/labels.ts';

/**
 * "Reaktionszeit": how fast the office answered the leads of each month (by the month they came in), as
 * docs/domain.md defines it. "–" where a figure has no basis yet; the counts behind each share are shown.
 */
export function ResponseTimesTable({ months, year }: { months: ResponseTimeFigures[]; year: number }) {
  return (
    <section className="card" aria-labelledby="analytics-response-title">
      <h2 id="analytics-response-title" className="text-lg font-bold text-brand-900">
        Reaktionszeit {year}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Nach dem Monat, in dem die Anfrage einging. Erste Antwort: eine Nachricht, ein versendetes Angebot oder ein Status nach „offen“.
        Anteile zählen Anfragen, die beantwortet (bzw. mit Angebot) oder älter als 24 Stunden (bzw. 3 Tage) sind; „–“: noch keine.
      </p>
      <div
        className="mt-3 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={`Tabelle der Reaktionszeiten ${year}, seitlich scrollbar`}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Reaktionszeit nach Eingangsmonat der Anfrage {year}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Monat
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Anfragen
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Beantwortet
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Median bis zur ersten Antwort
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Beantwortet binnen 24 Std.
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Angebot binnen 3 Tagen
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {monthLabels[month.month - 1]}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{formatCount(month.leads)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatCount(month.answered)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatHours(month.medianHoursToFirstAnswer)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  <Share rate={month.answeredWithin24hRate} part={month.answeredWithin24h} basis={month.answerBasis} />
                </td>
                <td className="py-2 text-right tabular-nums">
                  <Share rate={month.quotedWithin3DaysRate} part={month.quotedWithin3Days} basis={month.quoteBasis} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
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
