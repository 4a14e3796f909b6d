import { useState } from 'react';
import { berlinDay, formatShortDate } from '#shared/format.ts';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { messageOf } from '../../lib/api.ts';
import { saveFile } from '../../lib/download.ts';
import { showToast } from '../../stores/toast.ts';
import { QuoteLinesTable } from '../ui/QuoteLinesTable.tsx';
import { QuoteTotals } from '../ui/QuoteTotals.tsx';
import { AcceptQuoteDialog } from './AcceptQuoteDialog.tsx';
import { ChangeRequestDialog } from './ChangeRequestDialog.tsx';
import { loadQuotePdf, type CustomerQuote } from './api.ts';

const dayOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** Why a quote can no longer be accepted, or null while it can. */
function closedReason(quote: CustomerQuote, orderNumber: string | null): string | null {
  if (quote.status === 'accepted') return quoteScreenMessages.acceptedNote(orderNumber);
  if (quote.validUntil < berlinDay(new Date())) return quoteScreenMessages.expiredNote;
  if (quote.status === 'changes_requested') return quoteScreenMessages.changesRequestedNote;
  return null;
}

/**
 * The quote of a saved configuration, in its "Details": number, validity, lines and totals (gross first), the
 * PDF, "Angebot annehmen" and "Änderung anfragen"; where acceptance is no longer possible, the reason why.
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

  async function download() {
    setDownloading(true);
    try {
      saveFile(await loadQuotePdf(quote.id), `Angebot-${quote.number}.pdf`);
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, quoteScreenMessages.pdfFailed), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className="mt-3 grid gap-4 rounded-lg border border-brand-200 p-4" aria-label={`Angebot ${quote.number}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-brand-900">Angebot {quote.number}</h3>
        <p className="text-sm text-slate-600">Gültig bis {formatShortDate(dayOf(quote.validUntil))}</p>
      </div>
      <QuoteLinesTable lines={quote.lines} basis={quote.priceBasis} caption={`Positionen von Angebot ${quote.number}`} />
      <QuoteTotals totals={quote.totals} basis={quote.priceBasis} />
      {quote.note && <p className="text-sm whitespace-pre-wrap text-slate-700">{quote.note}</p>}
      {closed && <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{closed}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-outline min-h-9 px-3 py-1.5 text-sm" onClick={download} disabled={downloading}>
          PDF herunterladen
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
