import { berlinMidnight, formatCents, formatShortDate } from '#shared/format.ts';
import type { QuoteListItemJson } from '#features/quotes/contract/quotes.ts';
import { AdminLink } from '../AdminLink.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { leadAddress, quoteAddress } from './addresses.ts';
import { QuoteStatusBadge } from './QuoteStatusBadge.tsx';

/**
 * The quotes: Nummer (the way into the quote), Kunde with the lead it came from, Status, Betrag (gross),
 * Gültig bis and Erstellt. Below 768 px the table's rows are cards.
 */
export function QuoteList({ quotes }: { quotes: QuoteListItemJson[] }) {
  const columns: Column<QuoteListItemJson>[] = [
    {
      key: 'number',
      header: 'Nummer',
      cell: (quote) => (
        <AdminLink href={quoteAddress(quote.id)} className="whitespace-nowrap font-semibold text-brand-700 underline">
          {quote.number}
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
    { key: 'status', header: 'Status', cell: (quote) => <QuoteStatusBadge status={quote.status} /> },
    {
      key: 'gross',
      header: 'Betrag brutto',
      cell: (quote) => <span className="whitespace-nowrap">{formatCents(quote.totals.gross)}</span>,
    },
    { key: 'validUntil', header: 'Gültig bis', cell: (quote) => formatShortDate(berlinMidnight(quote.validUntil)) },
    { key: 'createdAt', header: 'Erstellt', cell: (quote) => formatShortDate(new Date(quote.createdAt)) },
  ];
  return <DataTable caption="Angebote" columns={columns} rows={quotes} rowId={(quote) => quote.id} rowLabel={(quote) => quote.number} />;
}
