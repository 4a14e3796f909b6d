import type { DashboardJson } from '#features/leads/contract/leads-admin.ts';
import { StatCards } from '../ui/StatCards.tsx';
import { formatRelative } from '#shared/dates.ts';

/** The three counters: leads after the filters, new today (Berlin), time since the newest lead. */
export function Counters({ counters }: { counters: DashboardJson['counters'] }) {
  const items = [
    ['Anfragen gesamt', String(counters.total)],
    ['Neu heute', String(counters.today)],
    ['Letzte Anfrage', counters.newestAt ? formatRelative(new Date(counters.newestAt)) : 'Keine'],
  ] as const;
  return <StatCards items={items} className="sm:grid-cols-3" />;
}
