import type { AnalyticsJson } from '#features/analytics/contract/analytics.ts';
import { formatCount, formatPercent } from '#shared/format.ts';
import { leadSourceLabels, leadSources } from '#shared/labels.ts';
import { StatCards } from '../ui/StatCards.tsx';

/**
 * The four cards: visitors, funnel clicks, leads, average conversion; below them the leads by source and
 * the requests without a counted visit, which the rate leaves out (docs/domain.md, "The figures").
 */
export function SummaryCards({ data }: { data: AnalyticsJson }) {
  const items = [
    ['Besucher (Summe der Tagesbesucher)', formatCount(data.totalVisitors)],
    ['Funnel-Klicks', formatCount(data.totalFunnelClicks)],
    ['Generierte Anfragen', formatCount(data.totalLeads)],
    ['Durchschnittliche Konversionsrate', formatPercent(data.averageConversionRate)],
  ] as const;
  const bySource = leadSources
    .map((source) => `${leadSourceLabels[source]} ${formatCount(data.totalLeadsBySource[source] ?? 0)}`)
    .join(' · ');
  return (
    <div className="grid gap-2">
      <StatCards items={items} className="sm:grid-cols-2 lg:grid-cols-4" />
      <p className="text-sm text-slate-600">
        Anfragen nach Herkunft: {bySource}. Die Konversionsrate zählt Besucher, die eine Anfrage gesendet haben, je 100 Besucher und kann
        100 % nicht übersteigen. Anfragen ohne gezählten Besuch (z. B. Kundenkonto, blockierte Zählung, Telefon):{' '}
        {formatCount(data.totalRequestsWithoutVisit)}. „–“: keine Besucher, keine Rate.
      </p>
    </div>
  );
}
