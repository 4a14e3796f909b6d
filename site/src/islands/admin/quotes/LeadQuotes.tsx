import { formatCents } from '#shared/format.ts';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { quoteNumberLabel } from '#features/documents/contract/numbers.ts';
import { useLoad } from '../../ui/use-load.ts';
import { AdminLink } from '../AdminLink.tsx';
import { loadQuotesOfLead } from './api.ts';
import { QuoteRow } from './QuoteRow.tsx';
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
            <QuoteRow key={quote.id} status={quote.status}>
              <AdminLink href={quoteAddress(quote.id)} className="font-semibold text-brand-700 underline">
                Angebot {quoteNumberLabel(quote)}
              </AdminLink>{' '}
              vom {formatShortDate(new Date(quote.createdAt))} · {formatCents(quote.totals.gross)}
            </QuoteRow>
          ))}
        </ul>
      )}
    </div>
  );
}
