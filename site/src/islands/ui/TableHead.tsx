import type { ReactNode } from 'react';

/** How a table's heading row looks. */
export interface HeadStyle {
  row: string;
  /** On every heading. */
  cell: string;
  /** The space to the next column, on every heading but the last. */
  gap?: string;
  /** On the name columns that come first. */
  name?: string;
  /** On the figure columns after them. */
  figure?: string;
}

/** The figure tables' look: a line below the headings, figures right-aligned as their numbers. */
const figureHead: HeadStyle = {
  row: 'border-b border-slate-200 text-slate-600',
  cell: 'py-2 font-semibold',
  gap: 'pr-3',
  figure: 'text-right',
};

/** A table's column headings: the first `names` columns name the row, the rest hold figures. */
export function TableHead({ columns, names = 1, look = figureHead }: { columns: ReactNode[]; names?: number; look?: HeadStyle }) {
  const last = columns.length - 1;
  return (
    <thead>
      <tr className={look.row}>
        {columns.map((label, index) => (
          // The columns are fixed for a table, so their place is their identity.
          <th key={index} scope="col" className={classes(look.cell, index < names ? look.name : look.figure, index < last && look.gap)}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
