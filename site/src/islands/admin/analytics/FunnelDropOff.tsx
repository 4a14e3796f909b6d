import { percentOf, type FunnelStepFigures } from '#features/analytics/contract/analytics.ts';
import { formatCount, formatPercent } from '#shared/format.ts';

/**
 * The funnel as Plausible draws it: one bar per step, as long as the sessions that reached it compared
 * with step 1, and the share lost before the next step written beside it; below, the sessions that were
 * abandoned at the step and those still running there (docs/domain.md, "The figures").
 */
export function FunnelDropOff({ steps }: { steps: FunnelStepFigures[] }) {
  const first = Math.max(1, steps[0]?.started ?? 0);
  return (
    <section className="card" aria-labelledby="analytics-funnel-title">
      <h2 id="analytics-funnel-title" className="text-lg font-bold text-brand-900">
        Angebotsstrecke: Abbrüche je Schritt
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Abgebrochen: Sitzung ohne gesendete Anfrage, seit 30 Minuten ohne Aktivität, gezählt beim höchsten erreichten Schritt. Läuft noch:
        in den letzten 30 Minuten aktiv.
      </p>
      <ol className="mt-4 grid gap-3">
        {steps.map((step, index) => {
          const previous = steps[index - 1];
          const fromPrevious = previous ? percentOf(step.started, previous.started) : undefined;
          return (
            <li key={step.step} className="grid gap-1 text-sm">
              <div className="flex flex-wrap justify-between gap-x-4">
                <span className="font-semibold text-slate-800">
                  {step.step}. {step.title}
                </span>
                <span className="text-slate-700">
                  {formatCount(step.started)} Sitzungen
                  {fromPrevious !== undefined && ` (${formatPercent(fromPrevious)} vom Schritt davor)`}
                  {' · '}
                  <span className={step.dropOffPercent === null ? '' : 'font-semibold text-red-800'}>
                    {formatPercent(step.dropOffPercent)} verloren
                  </span>
                </span>
              </div>
              <div className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <div className="h-full rounded-full bg-brand-500" style={{ width: `${(step.started / first) * 100}%` }} />
              </div>
              <p className="text-slate-600">
                {formatCount(step.abandoned)} hier abgebrochen
                {step.running > 0 && ` · ${formatCount(step.running)} läuft noch`}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
