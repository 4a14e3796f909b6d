import type { FunnelStats } from '#features/leads/contract/leads-admin.ts';

const percent = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The funnel analysis: visits, completed visits, conversion with one decimal, and per step the counts. */
export function FunnelCard({ stats }: { stats: FunnelStats }) {
  const rate = stats.totalSessions > 0 ? (stats.completedSessions / stats.totalSessions) * 100 : 0;
  return (
    <section className="card" aria-labelledby="funnel-card-title">
      <h2 id="funnel-card-title" className="text-lg font-bold text-brand-900">
        Funnel-Analyse
      </h2>
      <p className="mt-1 text-sm text-slate-600">Dieses Jahr, gezählt wie unter Auswertungen.</p>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Sitzungen</dt>
          <dd className="text-xl font-bold">{stats.totalSessions}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Abgeschlossen</dt>
          <dd className="text-xl font-bold">{stats.completedSessions}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Konversionsrate</dt>
          <dd className="text-xl font-bold">{percent.format(rate)} %</dd>
        </div>
      </dl>
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Schritte der Angebotsstrecke">
        {/* Headings may break inside a word (German hyphenation) so the four columns fit a phone's width. */}
        <table className="w-full text-left text-xs sm:text-sm">
          <caption className="sr-only">Schritte der Angebotsstrecke</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="pr-2 font-semibold hyphens-auto wrap-anywhere sm:pr-3">
                Schritt
              </th>
              <th scope="col" className="pr-2 font-semibold hyphens-auto wrap-anywhere sm:pr-3">
                Begonnen
              </th>
              <th scope="col" className="pr-2 font-semibold hyphens-auto wrap-anywhere sm:pr-3">
                Abgeschlossen
              </th>
              <th scope="col" className="font-semibold hyphens-auto wrap-anywhere">
                Abgebrochen
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.stepStats.map((step) => (
              <tr key={step.step} className="border-t border-slate-100">
                <td className="py-1 pr-3">{step.step}</td>
                <td className="py-1 pr-3">{step.started}</td>
                <td className="py-1 pr-3">{step.completed}</td>
                <td className="py-1">{step.abandoned}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
