import { formatCents } from '#shared/format.ts';
import { quoteVersionMessages } from '#features/quotes/contract/quote-versions.ts';
import { quoteNumberLabel } from '#features/documents/contract/numbers.ts';
import { type QuoteListItemJson } from '#features/quotes/contract/quotes.ts';
import { AdminLink } from '../AdminLink.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { leadAddress, quoteAddress } from './addresses.ts';
import { NewVersionButton } from './NewVersionButton.tsx';
import { QuoteStatusBadge } from './QuoteStatusBadge.tsx';
import { berlinMidnight, formatShortDate } from '#shared/dates.ts';

/**
 * The quotes: Nummer (the way into the quote, with its version), Kunde with the lead it came from, Status
 * (a change request with the button that answers it with a new version), Betrag (gross),
 * Gültig bis and Erstellt. Below 768 px the table's rows are cards.
 */
export function QuoteList({ quotes }: { quotes: QuoteListItemJson[] }) {
  const columns: Column<QuoteListItemJson>[] = [
    {
      key: 'number',
      header: 'Nummer',
      cell: (quote) => (
        <AdminLink href={quoteAddress(quote.id)} className="whitespace-nowrap font-semibold text-brand-700 underline">
          {quoteNumberLabel(quote)}
        </AdminLink>
      ),
    },
    {
      key: 'customer',
      header: 'Kunde',
      cell: (quote) => (
        <>
          <span className="block font-semibold text-slate-900">{quote.customer.name}</span>
          {/* A lead removed by retention or erasure leaves its reference on the quote, without a page to open. */}
          {quote.leadId === null ? (
            <span className="block text-slate-600">Anfrage {quote.leadReference}</span>
          ) : (
            <AdminLink href={leadAddress(quote.leadId)} className="block text-slate-700 underline">
              Anfrage {quote.leadReference}
            </AdminLink>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (quote) => (
        <>
          <QuoteStatusBadge status={quote.status} />
          {/* A change request is the operator's prompt to answer with the next version. */}
          {quote.status === 'changes_requested' && (
            <NewVersionButton
              quoteId={quote.id}
              label={quoteVersionMessages.changeRequestPrompt}
              className="btn-secondary mt-2 block min-h-9 px-3 py-1 text-sm"
            />
          )}
        </>
      ),
    },
    {
      key: 'gross',
      header: 'Betrag brutto',
      cell: (quote) => <span className="whitespace-nowrap">{formatCents(quote.totals.gross)}</span>,
    },
    { key: 'validUntil', header: 'Gültig bis', cell: (quote) => formatShortDate(berlinMidnight(quote.validUntil)) },
    { key: 'createdAt', header: 'Erstellt', cell: (quote) => formatShortDate(new Date(quote.createdAt)) },
    { key: 'assignee', header: 'Zuständig', cell: (quote) => quote.assignee?.name ?? '–' },
  ];
  return <DataTable caption="Angebote" columns={columns} rows={quotes} rowLabel={(quote) => quoteNumberLabel(quote)} />;
}
