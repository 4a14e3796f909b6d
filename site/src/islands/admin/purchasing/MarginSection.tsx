import type { MarginGrouping, MarginRow } from '#features/purchasing/contract/purchasing.ts';
import { purchaseScreenMessages as screen } from '#features/purchasing/contract/purchasing-messages.ts';
import { formatCents, formatCount, formatPercent } from '#shared/format.ts';
import { monthLabels } from '#shared/labels.ts';
import { useLoad } from '../../ui/use-load.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { loadMargins } from './api.ts';

const groupingLabels: Record<MarginGrouping, string> = { month: 'Monat', source: 'Herkunft' };
const keyLabel = (by: MarginGrouping, row: MarginRow) => (by === 'month' ? (monthLabels[Number(row.key) - 1] ?? row.key) : row.key);

function columnsFor(by: MarginGrouping): Column<MarginRow>[] {
  return [
    { key: 'key', header: groupingLabels[by], cell: (row) => <span className="font-medium break-all">{keyLabel(by, row)}</span> },
    { key: 'orders', header: 'Aufträge', cell: (row) => formatCount(row.orders) },
    { key: 'salesNet', header: 'Umsatz netto', cell: (row) => formatCents(row.salesNet) },
    { key: 'purchaseNet', header: 'Einkauf netto', cell: (row) => formatCents(row.purchaseNet) },
    { key: 'labourCost', header: 'Montage', cell: (row) => formatCents(row.labourCost) },
    { key: 'margin', header: screen.marginTitle, cell: (row) => formatCents(row.margin) },
    { key: 'marginPercent', header: 'in %', cell: (row) => formatPercent(row.marginPercent) },
  ];
}

/**
 * Auswertungen: the Deckungsbeitrag of the year's orders per month or origin (ADR 082), beside "Anfrage bis
 * Umsatz"; only for a role with the money permission, as the route.
 */
export function MarginSection({ year, by }: { year: number; by: MarginGrouping }) {
  const { data, state, reload } = useLoad((signal) => loadMargins(year, by, signal), `${year}-${by}`);
  return (
    <section className="card grid min-w-0 gap-3" aria-labelledby="analytics-margin-title">
      <h2 id="analytics-margin-title" className="text-lg font-bold text-brand-900">
        {screen.marginTitle} {year}
      </h2>
      <p className="text-sm text-slate-600">
        Umsatz netto der Aufträge des Jahres, abzüglich Einkauf (bestätigt, sonst erwartet) und Montagestunden × internem Stundensatz.
      </p>
      <LoadState
        state={state}
        error={screen.marginFailed}
        empty={data?.rows.length === 0 ? `Keine Aufträge ${year}.` : null}
        onRetry={reload}
      >
        {data && (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Tabelle Deckungsbeitrag ${year}, seitlich scrollbar`}>
            <DataTable
              caption={`Deckungsbeitrag ${year} nach ${groupingLabels[data.by]}`}
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
