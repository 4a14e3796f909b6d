import { shopSteps } from '#features/shop/contract/shop.ts';

interface ShopStepperProps {
  current: number;
  /** Steps this configuration does not ask (white colour, or no options for the product). */
  skipped: ReadonlySet<number>;
}

/** The ten steps with their names, numbered for people 1–10; the current one marked, skipped ones faded. */
export function ShopStepper({ current, skipped }: ShopStepperProps) {
  return (
    <nav aria-label="Schritte des Shops">
      <ol className="flex flex-wrap gap-2 text-sm">
        {shopSteps.map((step, index) => (
          <li
            key={step.key}
            aria-current={index === current ? 'step' : undefined}
            className={
              'rounded-full border px-3 py-1 ' +
              (index === current
                ? 'border-brand-700 bg-brand-700 font-semibold text-white'
                : skipped.has(index)
                  ? 'border-slate-200 text-slate-500 line-through'
                  : index < current
                    ? 'border-brand-200 bg-brand-50 text-brand-800'
                    : 'border-slate-200 text-slate-700')
            }
          >
            {index + 1}. {step.title}
            {skipped.has(index) && <span className="sr-only"> (entfällt)</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
