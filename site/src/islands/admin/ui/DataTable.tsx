import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort key, when the column can be sorted. */
  sortKey?: string;
}

export interface SortState {
  key: string;
  dir: 'asc' | 'desc';
}

/** A row's key and selection id: `rowId`, or else the rows' own `id`. */
type RowKey<Row> = { rowId: (row: Row) => number } | { rowId?: undefined; rows: readonly { id: number }[] };

interface DataTableColumns<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  /** The checkbox's accessible name for a row ("Auswählen: Erika Muster"). */
  rowLabel: (row: Row) => string;
  sort?: SortState;
  onSort?: (key: string) => void;
  selected?: ReadonlySet<number>;
  onSelect?: (ids: Set<number>) => void;
}

/**
 * The back office's list: a table with sortable headers (sorted on the server) and row selection; below
 * 768 px the same rows as cards, each cell under its column's name.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  // Without `rowId` the rows have an `id` (RowKey).
  rowId = (row) => (row as { id: number }).id,
  rowLabel,
  sort,
  onSort,
  selected,
  onSelect,
}: DataTableColumns<Row> & RowKey<Row>) {
  const selectable = selected !== undefined && onSelect !== undefined;
  const allSelected = selectable && rows.length > 0 && rows.every((row) => selected.has(rowId(row)));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelect?.(next);
  };
  const checkbox = (row: Row) => (
    <input
      type="checkbox"
      className="size-5 accent-brand-700"
      checked={selected?.has(rowId(row)) ?? false}
      onChange={() => toggle(rowId(row))}
      aria-label={`Auswählen: ${rowLabel(row)}`}
    />
  );

  return (
    <>
      <table className="hidden w-full border-collapse text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {selectable && (
              <th scope="col" className="w-10 py-2 pr-2">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={allSelected}
                  onChange={() => onSelect(allSelected ? new Set() : new Set(rows.map(rowId)))}
                  aria-label="Alle auf dieser Seite auswählen"
                />
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="py-2 pr-3 font-semibold"
                aria-sort={column.sortKey && sort?.key === column.sortKey ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {column.sortKey && onSort ? (
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded hover:text-brand-800"
                    onClick={() => onSort(column.sortKey!)}
                  >
                    {column.header}
                    <span aria-hidden="true">{sort?.key === column.sortKey ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowId(row)} className="border-b border-slate-100 align-top">
              {selectable && <td className="py-3 pr-2">{checkbox(row)}</td>}
              {columns.map((column) => (
                <td key={column.key} className="py-3 pr-3">
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowId(row)} className="rounded-xl border border-slate-200 p-4" data-testid="row-card">
            {selectable && <div className="mb-2">{checkbox(row)}</div>}
            {/* One name column per card, as wide as its longest name up to 9rem ("Verwendungszweck" fits whole). */}
            <dl className="grid grid-cols-[fit-content(9rem)_minmax(0,1fr)] gap-x-3 gap-y-2">
              {columns.map((column) => (
                <div key={column.key} className="col-span-2 grid grid-cols-subgrid text-sm">
                  <dt className="font-semibold text-slate-600">{column.header}</dt>
                  <dd className="min-w-0 wrap-break-word">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
