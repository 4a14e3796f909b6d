import { CheckCircle2, Circle } from 'lucide-react';
import { COMPANY_SETTINGS_HREF } from '#features/settings/contract/placeholder-company.ts';
import { firstStepsDone, firstStepsIntro, firstStepsMessages as m } from '#features/setup/contract/first-steps.ts';
import { useLoad } from '../../ui/use-load.ts';
import { AdminLink } from '../AdminLink.tsx';
import { loadFirstSteps } from './api.ts';

/**
 * The guide above the inbox while the installation is not ready (placeholder company data, or started
 * with SEED_DEMO=false): company data, a product line, a product – each a link to where it is done, ticked once done. Gone when all
 * are, and silent when it cannot load (the inbox below matters more).
 */
export function FirstSteps() {
  const { data } = useLoad((signal) => loadFirstSteps(signal), 'first-steps');
  if (!data || firstStepsDone(data)) return null;
  const steps = [
    { done: data.company, label: m.company, href: COMPANY_SETTINGS_HREF },
    { done: data.productLines > 0, label: m.productLine, href: '/admin/product-lines' },
    { done: data.products > 0, label: m.product, href: '/admin/products' },
  ];
  return (
    <section aria-labelledby="first-steps-title" className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <h2 id="first-steps-title" className="text-lg font-semibold text-brand-900">
        {m.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{firstStepsIntro(data)}</p>
      <ol className="mt-3 grid gap-2">
        {steps.map((step) => (
          <li key={step.href} className="flex items-center gap-2 text-sm">
            {step.done ? (
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" />
            ) : (
              <Circle aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
            )}
            <AdminLink href={step.href} className="font-medium text-brand-800 underline underline-offset-2">
              {step.label}
            </AdminLink>
            <span className="sr-only">({step.done ? m.done : m.open})</span>
          </li>
        ))}
      </ol>
      {!data.company && <p className="mt-3 text-sm text-slate-700">{m.companyWhy}</p>}
    </section>
  );
}
