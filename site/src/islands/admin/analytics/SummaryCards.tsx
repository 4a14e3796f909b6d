import type { AnalyticsJson } from '#features/analytics/contract/analytics.ts';
import { formatCount, formatPercent } from '#shared/format.ts';

/** The four cards: visitors, funnel clicks, leads, average conversion. */
export function SummaryCards({ data }: { data: AnalyticsJson }) {
  const items = [
    ['Besucher (Summe der Tagesbesucher)', formatCount(data.totalVisitors)],
    ['Funnel-Klicks', formatCount(data.totalFunnelClicks)],
    ['Generierte Anfragen', formatCount(data.totalLeads)],
    ['Durchschnittliche Konversionsrate', formatPercent(data.averageConversionRate)],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="card p-5">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
