import { useState } from 'react';
import { formatCents } from '#shared/format.ts';
import { quoteStatusLabels } from '#shared/labels.ts';
import { customerMessages } from '#features/accounts/contract/customer.ts';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { quoteNumberLabel } from '#features/documents/contract/numbers.ts';
import { messageOf } from '../../lib/api.ts';
import { saveFile } from '../../lib/download.ts';
import { showToast } from '../../stores/toast.ts';
import { QuoteLinesTable } from '../ui/QuoteLinesTable.tsx';
import { QuoteTotals } from '../ui/QuoteTotals.tsx';
import { AcceptQuoteDialog } from './AcceptQuoteDialog.tsx';
import { ChangeRequestDialog } from './ChangeRequestDialog.tsx';
import { loadQuotePdf, type CustomerQuote } from './api.ts';
import { berlinDay, formatShortDate } from '#shared/dates.ts';

const dayOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** Why a quote can no longer be accepted, or null while it can. */
function closedReason(quote: CustomerQuote, orderNumber: string | null): string | null {
  if (quote.status === 'accepted') return quoteScreenMessages.acceptedNote(orderNumber);
  if (quote.validUntil < berlinDay(new Date())) return quoteScreenMessages.expiredNote;
  if (quote.status === 'changes_requested') return quoteScreenMessages.changesRequestedNote;
  return null;
}

/** The anchor of a quote on /dashboard (the quote mail links to it, quotes/mails.ts accountQuotePath). */
const QUOTE_ANCHOR_PREFIX = 'angebot-';
export const quoteAnchor = (id: number) => `${QUOTE_ANCHOR_PREFIX}${id}`;
export const isQuoteAnchor = (anchor: string) => anchor.startsWith(QUOTE_ANCHOR_PREFIX);

/** What the customer reads as the quote's status: an open quote past its last day has expired. */
function statusLabel(quote: CustomerQuote): string {
  if (quote.status === 'sent' && quote.validUntil < berlinDay(new Date())) return customerMessages.quoteExpiredStatus;
  return quoteStatusLabels[quote.status] ?? quote.status;
}

/**
 * One quote of "Ihre Angebote" on /dashboard, open: number, date, status, total, validity, lines and totals
 * (gross first), the PDF, "Angebot annehmen" and "Änderung anfragen"; where acceptance is no longer
 * possible, the reason why.
 */
export function ConfigurationQuote({
  quote,
  orderNumber,
  onChanged,
}: {
  quote: CustomerQuote;
  orderNumber: string | null;
  onChanged: () => void;
}) {
  const [accepting, setAccepting] = useState(false);
  const [changing, setChanging] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const closed = closedReason(quote, orderNumber);
  const label = quoteNumberLabel(quote);

  async function download() {
    setDownloading(true);
    try {
      saveFile(await loadQuotePdf(quote.id), `Angebot-${label}.pdf`);
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, quoteScreenMessages.pdfFailed), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section
      id={quoteAnchor(quote.id)}
      tabIndex={-1}
      className="grid scroll-mt-24 gap-4 rounded-lg border border-brand-200 p-4"
      aria-label={`Angebot ${label}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-bold text-brand-900">Angebot {label}</h3>
          <p className="text-sm text-slate-600">
            vom {formatShortDate(new Date(quote.sentAt ?? quote.createdAt))} · Gültig bis {formatShortDate(dayOf(quote.validUntil))}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {statusLabel(quote)}
          </span>
          <span className="font-semibold">{formatCents(quote.totals.gross)}</span>
        </div>
      </div>
      <QuoteLinesTable lines={quote.lines} basis={quote.priceBasis} caption={`Positionen von Angebot ${label}`} />
      <QuoteTotals totals={quote.totals} basis={quote.priceBasis} />
      {quote.note && <p className="text-sm whitespace-pre-wrap text-slate-700">{quote.note}</p>}
      {closed && <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{closed}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-outline min-h-9 px-3 py-1.5 text-sm" onClick={download} disabled={downloading}>
          PDF herunterladen<span className="sr-only"> (Angebot {label})</span>
        </button>
        {quote.status === 'sent' && (
          <button type="button" className="btn-outline min-h-9 px-3 py-1.5 text-sm" onClick={() => setChanging(true)}>
            Änderung anfragen
          </button>
        )}
        {!closed && (
          <button type="button" className="btn-primary min-h-9 px-3 py-1.5 text-sm" onClick={() => setAccepting(true)}>
            Angebot annehmen
          </button>
        )}
      </div>
      <AcceptQuoteDialog quote={accepting ? quote : null} onClose={() => setAccepting(false)} onAccepted={onChanged} />
      <ChangeRequestDialog quote={changing ? quote : null} onClose={() => setChanging(false)} onSent={onChanged} />
    </section>
  );
}
