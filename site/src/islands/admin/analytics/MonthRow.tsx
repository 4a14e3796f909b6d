import type { ReactNode } from 'react';
import { monthLabels } from '#shared/labels.ts';

/** A month's row of the analytics tables: the month's name heads its figures. */
export function MonthRow({ month, children }: { month: number; children: ReactNode }) {
  return (
    <tr className="border-b border-slate-100">
      <th scope="row" className="py-2 pr-3 font-medium">
        {monthLabels[month - 1]}
      </th>
      {children}
    </tr>
  );
}
