import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { useAddressQuery } from '../use-address-query.ts';
import { loadQuotes } from './api.ts';
import { QuoteFilters } from './QuoteFilters.tsx';
import { QuoteList } from './QuoteList.tsx';

/**
 * /admin/quotes, "Angebote": every quote, newest first, filtered and paged on the server like the orders;
 * filters and page live in the address, so reload, bookmarks and Back show the same list.
 */
export default function QuotesScreen() {
  const { search, update } = useAddressQuery();
  const { data, state, reload } = useLoad((signal) => loadQuotes(search, signal), search.toString());
  const filtered = Boolean(search.get('status') || search.get('q'));
  const empty =
    !data || data.quotes.length > 0
      ? null
      : !filtered && data.total === 0
        ? quoteScreenMessages.quotesEmpty
        : quoteScreenMessages.quotesEmptyFiltered;

  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenTitle title="Angebote" />
      <section className="card grid grid-cols-1 gap-5" aria-label="Angebote">
        <QuoteFilters search={search} onChange={update} />
        <LoadState state={state} error={quoteScreenMessages.quotesLoadFailed} empty={empty} onRetry={reload}>
          {data && <QuoteList quotes={data.quotes} />}
        </LoadState>
        <Pagination result={data} onChange={update} />
      </section>
    </div>
  );
}
