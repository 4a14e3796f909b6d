import { useEffect, useState } from 'react';
import { analyticsYears, currentAnalyticsYear, type AnalyticsJson } from '#features/analytics/contract/analytics.ts';
import { analyticsMessages } from '#features/analytics/contract/analytics-messages.ts';
import { showToast } from '../../../stores/toast.ts';
import { SelectField } from '../../ui/Field.tsx';
import { loadAnalytics } from './api.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { useAddressQuery } from '../use-address-query.ts';
import { FunnelDropOff } from './FunnelDropOff.tsx';
import { MonthlyChart } from './MonthlyChart.tsx';
import { MonthlyTable } from './MonthlyTable.tsx';
import { ResponseTimesTable } from './ResponseTimesTable.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import { TopLists } from './TopLists.tsx';
import { RevenueSection } from './RevenueSection.tsx';
import { MarginSection } from '../purchasing/MarginSection.tsx';
import { usePermission } from '../use-permission.ts';
import { revenueGroupings, type RevenueGrouping } from '#features/analytics/contract/revenue.ts';

/**
 * /admin/analytics, "Auswertungen": a year's visitors, funnel clicks,
 * leads and conversion, month by month, how fast the office answered, the funnel's drop-off and where
 * visitors came from. Every figure is defined in docs/domain.md ("The figures").
 */
export default function AnalyticsScreen() {
  // The year is in the address (?year=2025), so a reload or a bookmark shows the same one; the current year needs none.
  const { search, update } = useAddressQuery();
  const mayMoney = usePermission('payments');
  const years = analyticsYears();
  const asked = Number(search.get('year'));
  const year = years.includes(asked) ? asked : currentAnalyticsYear();
  const setYear = (next: number) => update({ year: next === currentAnalyticsYear() ? null : String(next) });
  // "Anfrage bis Umsatz" is a view of its own (?ansicht=umsatz&nach=landing), linked from the weekly report.
  const revenueView = search.get('ansicht') === 'umsatz';
  const by: RevenueGrouping = revenueGroupings.find((grouping) => grouping === search.get('nach')) ?? 'source';
  const [data, setData] = useState<AnalyticsJson | null>(null);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (revenueView) return;
    const abort = new AbortController();
    setState('loading');
    loadAnalytics(year, abort.signal)
      .then((answer) => (setData(answer), setState('ready')))
      .catch(() => {
        if (abort.signal.aborted) return;
        setState('error');
        showToast({ title: 'Fehler', description: analyticsMessages.loadFailed, variant: 'destructive' });
      });
    return () => abort.abort();
  }, [year, attempt, revenueView]);

  const empty =
    data && data.totalVisitors === 0 && data.totalFunnelClicks === 0 && data.totalLeads === 0 ? analyticsMessages.empty(year) : null;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <section className="card flex flex-wrap items-end justify-between gap-4" aria-labelledby="admin-screen-title">
        <div>
          <h1 id="admin-screen-title" className="text-2xl font-bold text-brand-900">
            Auswertungen
          </h1>
          <p className="mt-1 text-slate-600">Besucher ohne Cookies gezählt, Angebotsstrecke und Anfragen nach Monaten (Zeitzone Berlin).</p>
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Ansicht">
          <button type="button" className="chip" aria-pressed={!revenueView} onClick={() => update({ ansicht: null, nach: null })}>
            Überblick
          </button>
          <button type="button" className="chip" aria-pressed={revenueView} onClick={() => update({ ansicht: 'umsatz' })}>
            Anfrage bis Umsatz
          </button>
        </div>
        <div className="w-40">
          <SelectField label="Jahr" value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
        </div>
      </section>
      {revenueView ? (
        <>
          <RevenueSection year={year} by={by} onBy={(next) => update({ nach: next === 'source' ? null : next })} />
          {/* What the orders earned beside the revenue (issue 49): money, so only for the money permission. */}
          {mayMoney && <MarginSection year={year} by={by === 'month' ? 'month' : 'source'} />}
        </>
      ) : (
        <LoadState
          state={state}
          error={analyticsMessages.loadFailed}
          empty={state === 'ready' ? empty : null}
          onRetry={() => setAttempt((count) => count + 1)}
        >
          {data && (
            <>
              <SummaryCards data={data} />
              <MonthlyChart months={data.monthlyData} year={data.year} />
              <MonthlyTable months={data.monthlyData} year={data.year} />
              <ResponseTimesTable months={data.responseTimes} year={data.year} />
              <FunnelDropOff steps={data.funnel} />
              <TopLists data={data} />
            </>
          )}
        </LoadState>
      )}
    </div>
  );
}
