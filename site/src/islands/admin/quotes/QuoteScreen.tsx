import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { quoteNumberLabel } from '#features/documents/contract/numbers.ts';
import { useLoad } from '../../ui/use-load.ts';
import { loadQuote } from './api.ts';
import { useAddressQuery } from '../use-address-query.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { QuoteEditor } from './QuoteEditor.tsx';

/** /admin/quote?id=…: one quote, opened from a lead's details (the address keeps it across a reload). */
export default function QuoteScreen() {
  // Followed like the lists' filters: a link from one quote to another loads the other one.
  const id = Number(useAddressQuery().search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, state, reload } = useLoad(valid ? (signal) => loadQuote(id, signal) : null, id);

  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenTitle title={data ? `Angebot ${quoteNumberLabel(data)}` : 'Angebot'} />
      {!valid ? (
        <p className="text-slate-700">{quoteScreenMessages.noQuoteChosen}</p>
      ) : (
        <LoadState state={state} error={quoteScreenMessages.loadFailed} empty={null} onRetry={reload}>
          {data && data.id === id && <QuoteEditor key={id} initial={data} />}
        </LoadState>
      )}
    </div>
  );
}
