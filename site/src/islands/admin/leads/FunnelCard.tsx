import { percentOf } from '#features/analytics/contract/analytics.ts';
import type { FunnelStats } from '#features/funnel/contract/funnel-stats.ts';
import { formatPercent } from '#shared/format.ts';

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
    <section className="card" aria-labelledby="funnel-card-title">
      <h2 id="funnel-card-title" className="text-lg font-bold text-brand-900">
        Funnel-Analyse
      </h2>
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
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Schritte der Angebotsstrecke">
        {/* Headings break only where German hyphenation allows ("Abge-schlossen"), never mid-syllable; what is still too wide scrolls. */}
        <table className="w-full text-left text-[0.6875rem] sm:text-sm">
          <caption className="sr-only">Schritte der Angebotsstrecke</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="pr-1.5 font-semibold hyphens-auto sm:pr-3">
                Schritt
              </th>
              <th scope="col" className="pr-1.5 font-semibold hyphens-auto sm:pr-3">
                Begonnen
              </th>
              <th scope="col" className="pr-1.5 font-semibold hyphens-auto sm:pr-3">
                Abgeschlossen
              </th>
              <th scope="col" className="font-semibold hyphens-auto">
                Abgebrochen
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.stepStats.map((step) => (
              <tr key={step.step} className="border-t border-slate-100">
                <td className="py-1 pr-1.5 sm:pr-3">{step.step}</td>
                <td className="py-1 pr-1.5 sm:pr-3">{step.started}</td>
                <td className="py-1 pr-1.5 sm:pr-3">{step.completed}</td>
                <td className="py-1">{step.abandoned}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
