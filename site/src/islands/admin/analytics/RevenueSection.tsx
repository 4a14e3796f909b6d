import { useEffect, useState } from 'react';
import { analyticsMessages } from '#features/analytics/contract/analytics-messages.ts';
import {
  revenueGroupingLabels,
  revenueGroupings,
  type RevenueGrouping,
  type RevenueJson,
  type RevenueRow,
} from '#features/analytics/contract/revenue.ts';
import { formatCents, formatCount, formatDays, formatPercent } from '#shared/format.ts';
import { monthLabels } from '#shared/labels.ts';
import { showToast } from '../../../stores/toast.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { loadRevenue } from './api.ts';

const nothing = '–';

/** The row's name: a month by its German name, an origin or a path as it is. */
const keyLabel = (by: RevenueGrouping, row: RevenueRow) => (by === 'month' ? (monthLabels[Number(row.key) - 1] ?? row.key) : row.key);

function columnsFor(by: RevenueGrouping): Column<RevenueRow>[] {
  return [
    {
      key: 'key',
      header: revenueGroupingLabels[by],
      cell: (row) => <span className="font-medium wrap-break-word">{keyLabel(by, row)}</span>,
    },
    { key: 'visitors', header: 'Besucher', cell: (row) => (row.visitors === null ? nothing : formatCount(row.visitors)) },
    { key: 'requests', header: 'Anfragen', cell: (row) => formatCount(row.requests) },
    { key: 'quotesSent', header: 'Angebote versendet', cell: (row) => formatCount(row.quotesSent) },
    { key: 'orders', header: 'Aufträge', cell: (row) => formatCount(row.orders) },
    { key: 'orderValue', header: 'Auftragswert', cell: (row) => formatCents(row.orderValue) },
    { key: 'paidRevenue', header: 'Bezahlter Umsatz', cell: (row) => formatCents(row.paidRevenue) },
    { key: 'medianDaysToOrder', header: 'Median Tage bis Auftrag', cell: (row) => formatDays(row.medianDaysToOrder) },
    { key: 'medianDaysToPayment', header: 'Median Tage bis Zahlung', cell: (row) => formatDays(row.medianDaysToPayment) },
    { key: 'answeredWithin24hRate', header: 'Binnen 24 Std. beantwortet', cell: (row) => formatPercent(row.answeredWithin24hRate) },
  ];
}

/**
 * "Anfrage bis Umsatz" (issue 39, ADR 062): the requests of a year followed to quotes, orders and payments,
 * per origin, landing page or month of the request. Every figure is defined in docs/domain.md.
 */
export function RevenueSection({ year, by, onBy }: { year: number; by: RevenueGrouping; onBy: (by: RevenueGrouping) => void }) {
  const [data, setData] = useState<RevenueJson | null>(null);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setState('loading');
    loadRevenue(year, by, abort.signal)
      .then((answer) => (setData(answer), setState('ready')))
      .catch(() => {
        if (abort.signal.aborted) return;
        setState('error');
        showToast({ title: 'Fehler', description: analyticsMessages.revenueLoadFailed, variant: 'destructive' });
      });
    return () => abort.abort();
  }, [year, by, attempt]);

  return (
    <section className="card grid min-w-0 gap-3" aria-labelledby="analytics-revenue-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics-revenue-title" className="text-lg font-bold text-brand-900">
          Anfrage bis Umsatz {year}
        </h2>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Gruppieren nach">
          {revenueGroupings.map((grouping) => (
            <button key={grouping} type="button" className="chip" aria-pressed={by === grouping} onClick={() => onBy(grouping)}>
              {revenueGroupingLabels[grouping]}
            </button>
          ))}
        </div>
      </div>
      <p className="text-sm text-slate-600">
        Die Anfragen des Jahres bis zu Angebot, Auftrag und Zahlung verfolgt. Besucher: Summe der Tagesbesucher (ohne Cookies gezählt); „–“:
        keine Grundlage.
      </p>
      <LoadState
        state={state}
        error={analyticsMessages.revenueLoadFailed}
        empty={state === 'ready' && data?.rows.length === 0 ? analyticsMessages.revenueEmpty(year) : null}
        onRetry={() => setAttempt((count) => count + 1)}
      >
        {data && (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Tabelle Anfrage bis Umsatz ${year}, seitlich scrollbar`}>
            <DataTable
              caption={`Anfrage bis Umsatz ${year} nach ${revenueGroupingLabels[data.by]}`}
              columns={columnsFor(data.by)}
              rows={data.rows}
              rowId={(row) => data.rows.indexOf(row)}
              rowLabel={(row) => keyLabel(data.by, row)}
            />
          </div>
        )}
      </LoadState>
    </section>
  );
}
