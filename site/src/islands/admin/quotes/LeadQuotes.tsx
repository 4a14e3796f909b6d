import { formatCents } from '#shared/format.ts';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { quoteStatusLabels } from '#shared/labels.ts';
import { quoteNumberLabel } from '#features/documents/contract/numbers.ts';
import { useLoad } from '../../ui/use-load.ts';
import { AdminLink } from '../AdminLink.tsx';
import { loadQuotesOfLead } from './api.ts';
import { quoteAddress } from './addresses.ts';
import { formatShortDate } from '#shared/dates.ts';

/** A lead's quotes on its page, each linked to its editor. */
export function LeadQuotes({ leadId }: { leadId: number }) {
  const { data, state } = useLoad((signal) => loadQuotesOfLead(leadId, signal), leadId);

  return (
    <div className="grid gap-3 text-sm">
      {state === 'error' && <p className="text-red-700">{quoteScreenMessages.leadQuotesLoadFailed}</p>}
      {state === 'loading' && <p className="text-slate-600">Wird geladen …</p>}
      {data && data.length === 0 && <p className="text-slate-600">{quoteScreenMessages.noQuotes}</p>}
      {data && data.length > 0 && (
        <ul className="grid gap-2" aria-label="Angebote">
          {data.map((quote) => (
            <li key={quote.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3">
              <span>
                <AdminLink href={quoteAddress(quote.id)} className="font-semibold text-brand-700 underline">
                  Angebot {quoteNumberLabel(quote)}
                </AdminLink>{' '}
                vom {formatShortDate(new Date(quote.createdAt))} · {formatCents(quote.totals.gross)}
              </span>
              <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                {quoteStatusLabels[quote.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
