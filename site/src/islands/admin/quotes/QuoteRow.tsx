import type { ReactNode } from 'react';
import { quoteStatusLabels } from '#shared/labels.ts';
import type { QuoteStatus } from '#features/quotes/contract/quotes.ts';

/** One quote in a short list (a lead's quotes, a number's versions): what it is, and its status beside. */
export function QuoteRow({ status, children }: { status: QuoteStatus; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3">
      <span>{children}</span>
      <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{quoteStatusLabels[status]}</span>
    </li>
  );
}
