import { formatRelative } from '#shared/format.ts';
import type { DashboardJson } from '#features/leads/contract/leads-admin.ts';

/** The three counters: leads after the filters, new today (Berlin), time since the newest lead. */
export function Counters({ counters }: { counters: DashboardJson['counters'] }) {
  const items = [
    ['Anfragen gesamt', String(counters.total)],
    ['Neu heute', String(counters.today)],
    ['Letzte Anfrage', counters.newestAt ? formatRelative(new Date(counters.newestAt)) : 'Keine'],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="card p-5">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
