import { percentOf } from '#features/analytics/contract/analytics.ts';
import type { FunnelStats } from '#features/funnel/contract/funnel-stats.ts';
import { formatPercent } from '#shared/format.ts';
import { ScrollTable } from '../../ui/ScrollTable.tsx';
import { TableHead, type HeadStyle } from '../../ui/TableHead.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';

const stepColumns = ['Schritt', 'Begonnen', 'Abgeschlossen', 'Abgebrochen'];
/** Narrow enough for a phone: no line, little space between columns. */
const stepHead: HeadStyle = { row: 'text-slate-600', cell: 'font-semibold hyphens-auto', gap: 'pr-1.5 sm:pr-3' };

/**
 * The funnel analysis: sessions, completed, abandoned and still running ones, conversion with one decimal
 * ("–" without sessions), and per step the counts. The figures are defined in docs/domain.md.
 */
export function FunnelCard({ stats }: { stats: FunnelStats }) {
  const figures = [
    ['Sitzungen', stats.totalSessions],
    ['Abgeschlossen', stats.completedSessions],
    ['Abgebrochen', stats.abandonedSessions],
    ['Läuft noch', stats.runningSessions],
  ] as const;
  return (
    <TitledSection id="funnel-card-title" title="Funnel-Analyse" className="card">
      <p className="mt-1 text-sm text-slate-600">Dieses Jahr, gezählt wie unter Auswertungen.</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-slate-600">Konversionsrate</dt>
          <dd className="text-xl font-bold">{formatPercent(percentOf(stats.completedSessions, stats.totalSessions))}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        Abgebrochen: ohne gesendete Anfrage und seit 30 Minuten ohne Aktivität, beim höchsten erreichten Schritt gezählt.
      </p>
      {/* Headings break only where German hyphenation allows ("Abge-schlossen"), never mid-syllable; what is still too wide scrolls. */}
      <ScrollTable
        className="mt-4"
        label="Schritte der Angebotsstrecke"
        caption="Schritte der Angebotsstrecke"
        tableClassName="w-full text-left text-[0.6875rem] sm:text-sm"
        head={<TableHead columns={stepColumns} names={stepColumns.length} look={stepHead} />}
      >
        {stats.stepStats.map((step) => (
          <tr key={step.step} className="border-t border-slate-100">
            <td className="py-1 pr-1.5 sm:pr-3">{step.step}</td>
            <td className="py-1 pr-1.5 sm:pr-3">{step.started}</td>
            <td className="py-1 pr-1.5 sm:pr-3">{step.completed}</td>
            <td className="py-1">{step.abandoned}</td>
          </tr>
        ))}
      </ScrollTable>
    </TitledSection>
  );
}
