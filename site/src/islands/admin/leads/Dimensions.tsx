import type { DimensionRow } from '#features/funnel/contract/funnel.ts';
import { formatSizeCm } from '#shared/format.ts';
import { inboxMessages } from '#features/leads/contract/inbox-messages.ts';
import { dimensionTypeLabels } from '#shared/labels.ts';

/** Dimensions per product, or the spec's two messages: missing, or unreadable with the raw data shown. */
export function Dimensions({ rows }: { rows: unknown }) {
  if (!Array.isArray(rows)) {
    return (
      <div>
        <p className="text-red-700">{inboxMessages.dimensionsUnreadable}</p>
        <pre className="mt-2 overflow-x-auto rounded bg-slate-100 p-2 text-xs">{JSON.stringify(rows, null, 2)}</pre>
      </div>
    );
  }
  const filled = (rows as DimensionRow[]).filter((row) => row.typ || row.breite || row.hoehe || row.menge);
  if (filled.length === 0) return <p className="text-slate-600">{inboxMessages.dimensionsMissing}</p>;
  return (
    <ul className="grid gap-1">
      {filled.map((row, index) => (
        <li key={index}>
          {row.menge ?? 1} × {row.typ ? dimensionTypeLabels[row.typ] : 'Element'}:{' '}
          {row.breite || row.hoehe ? `${formatSizeCm(row.breite, row.hoehe)} (Breite × Höhe)` : 'Maße vor Ort'}
        </li>
      ))}
    </ul>
  );
}
