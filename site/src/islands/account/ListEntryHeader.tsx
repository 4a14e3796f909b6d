import type { ReactNode } from 'react';
import { formatShortDate } from '#shared/dates.ts';
import { StatusBadge } from '../ui/StatusBadge.tsx';

/** The head of an entry in the account's lists (configurations, orders): name and date, status and price. */
export function ListEntryHeader({
  title,
  dated,
  at,
  status,
  price,
}: {
  title: ReactNode;
  /** What happened on the date: "Erstellt am", "Bestellt am". */
  dated: string;
  at: string;
  status: string;
  price: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <p className="font-semibold text-brand-900">{title}</p>
        <p className="text-sm text-slate-600">
          {dated} {formatShortDate(new Date(at))}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <StatusBadge status={status} />
        {price}
      </div>
    </div>
  );
}
