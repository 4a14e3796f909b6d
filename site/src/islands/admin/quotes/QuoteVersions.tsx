import { quoteVersionMessages as m } from '#features/quotes/contract/quote-versions.ts';
import { quoteNumberLabel } from '#features/documents/contract/numbers.ts';
import { useLoad } from '../../ui/use-load.ts';
import { AdminLink } from '../AdminLink.tsx';
import { QuoteRow } from './QuoteRow.tsx';
import { quoteAddress } from './addresses.ts';
import { loadQuoteVersions } from './api.ts';
import { formatShortDate } from '#shared/dates.ts';

/**
 * The versions of the quote's number, oldest first, each linked to its editor; the open one is named, not
 * linked. Shown only where there is more than one. `status` reloads the list when the open one changes.
 */
export function QuoteVersions({ quoteId, status }: { quoteId: number; status: string }) {
  const { data, state } = useLoad((signal) => loadQuoteVersions(quoteId, signal), `${quoteId}-${status}`);
  if (state === 'error') return <p className="text-sm text-red-700">{m.versionsLoadFailed}</p>;
  if (!data || data.length < 2) return null;

  return (
    <section className="card grid gap-3" aria-labelledby="quote-versions-title">
      <h2 id="quote-versions-title" className="text-lg font-bold text-brand-900">
        {m.versionsTitle}
      </h2>
      <ol className="grid gap-2 text-sm" aria-label={m.versionsTitle}>
        {data.map((version) => {
          const label = quoteNumberLabel(version);
          const day = formatShortDate(new Date(version.sentAt ?? version.createdAt));
          return (
            <QuoteRow key={version.id} status={version.status}>
              {version.id === quoteId ? (
                <span className="font-semibold" aria-current="page">
                  {label} ({m.thisVersion})
                </span>
              ) : (
                <AdminLink href={quoteAddress(version.id)} className="font-semibold text-brand-700 underline">
                  {label}
                </AdminLink>
              )}{' '}
              · {version.sentAt ? `versendet am ${day}` : `erstellt am ${day}`}
            </QuoteRow>
          );
        })}
      </ol>
    </section>
  );
}
