import { FUNNEL_STEPS } from '#features/funnel/contract/funnel-steps.ts';

/** "Schritt X von 7" and "N% abgeschlossen" (step/7, rounded), with a native progress bar. */
export function ProgressHeader({ step }: { step: number }) {
  const percent = Math.round((step / FUNNEL_STEPS) * 100);
  return (
    <div className="mb-8">
      <div className="flex items-center justify-between text-sm font-medium text-slate-700">
        <span>
          Schritt {step} von {FUNNEL_STEPS}
        </span>
        <span>{percent}% abgeschlossen</span>
      </div>
      <progress
        className="funnel-progress mt-2 block h-2.5 w-full overflow-hidden rounded-full"
        value={step}
        max={FUNNEL_STEPS}
        aria-label={`Fortschritt: Schritt ${step} von ${FUNNEL_STEPS}`}
      />
    </div>
  );
}
