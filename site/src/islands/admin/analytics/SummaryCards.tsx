import type { AnalyticsJson } from '#features/analytics/contract/analytics.ts';
import { formatCount, formatPercent } from '#shared/format.ts';
import { StatCards } from '../ui/StatCards.tsx';

/** The four cards: visitors, funnel clicks, leads, average conversion. */
export function SummaryCards({ data }: { data: AnalyticsJson }) {
  const items = [
    ['Besucher (Summe der Tagesbesucher)', formatCount(data.totalVisitors)],
    ['Funnel-Klicks', formatCount(data.totalFunnelClicks)],
    ['Generierte Anfragen', formatCount(data.totalLeads)],
    ['Durchschnittliche Konversionsrate', formatPercent(data.averageConversionRate)],
  ] as const;
  return <StatCards items={items} className="sm:grid-cols-2 lg:grid-cols-4" />;
}
