import { quoteStatusLabels } from '#shared/labels.ts';
import type { QuoteStatus } from '#features/quotes/contract/quotes.ts';

const tones: Record<QuoteStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  sent: 'bg-brand-100 text-brand-800',
  accepted: 'bg-green-100 text-green-800',
  changes_requested: 'bg-amber-100 text-amber-900',
  superseded: 'bg-slate-100 text-slate-600 line-through',
};

/** A quote's status in German; what waits for the office (a draft, a change request) stands out from the rest. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {quoteStatusLabels[status]}
    </span>
  );
}
