import { leadSourceInConversion, type AnalyticsJson } from '#features/analytics/contract/analytics.ts';
import { formatCount, formatPercent } from '#shared/format.ts';
import { leadSourceLabels, leadSources } from '#shared/labels.ts';
import { StatCards } from '../ui/StatCards.tsx';

/** The sources whose leads enter the conversion rate, in words ("Angebotsstrecke und Konfigurator"). */
const sourcesInConversion = leadSources
  .filter((source) => leadSourceInConversion[source])
  .map((source) => leadSourceLabels[source])
  .join(' und ');

/**
 * The four cards: visitors, funnel clicks, leads, average conversion; below them the leads by source, so
 * the requests the rate leaves out are still seen (docs/domain.md, "The figures").
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
        Anfragen nach Herkunft: {bySource}. Die Konversionsrate zählt Anfragen aus {sourcesInConversion} je 100 Besucher; Anfragen aus dem
        Kundenkonto nicht, weil Seiten des Kundenkontos nicht als Besuche gezählt werden. „–“: keine Besucher, keine Rate.
      </p>
    </div>
  );
}
