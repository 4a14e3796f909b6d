import { recordAddress } from '#shared/record-addresses.ts';
import { quoteStatusLabels } from '#shared/labels.ts';
import { quoteNumberLabel } from '#features/documents/contract/numbers.ts';
import { type QuoteJson } from '#features/quotes/contract/quotes.ts';
import type { ReactNode } from 'react';
import { AdminLink } from '../AdminLink.tsx';
import { formatDateTime } from '#shared/dates.ts';

/** The quote's head: number, status, customer, the lead it answers and, once accepted, its order; `children` below (who looks after it). */
export function QuoteFacts({ quote, children }: { quote: QuoteJson; children?: ReactNode }) {
  return (
    <section className="card" aria-label="Angebotsdaten">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr_10rem_1fr]">
        <dt className="font-semibold text-slate-600">Angebotsnummer</dt>
        <dd className="font-semibold">{quoteNumberLabel(quote)}</dd>
        <dt className="font-semibold text-slate-600">Status</dt>
        <dd>
          <span
            className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800"
            data-testid="quote-status"
          >
            {quoteStatusLabels[quote.status]}
          </span>
        </dd>
        <dt className="font-semibold text-slate-600">Kunde</dt>
        <dd>
          {quote.customer.name}
          {quote.customer.email && <span className="block text-slate-600">{quote.customer.email}</span>}
        </dd>
        <dt className="font-semibold text-slate-600">Anfrage</dt>
        <dd>{quote.leadReference}</dd>
        <dt className="font-semibold text-slate-600">Erstellt am</dt>
        <dd>{formatDateTime(new Date(quote.createdAt))}</dd>
        {quote.orderId !== null && (
          <>
            <dt className="font-semibold text-slate-600">Auftrag</dt>
            <dd>
              <AdminLink href={recordAddress.order(quote.orderId)} className="text-brand-700 underline">
                Auftrag ansehen
              </AdminLink>
            </dd>
          </>
        )}
      </dl>
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
