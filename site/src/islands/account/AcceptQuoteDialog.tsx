import { useState } from 'react';
import { formatCents } from '#shared/format.ts';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { quoteMessages, VAT_RATE_PERCENT } from '#features/quotes/contract/quotes.ts';
import { ACCEPT_BUTTON_LABEL, agreementPoints, TERMS_CONFIRM_LABEL } from '#features/quotes/contract/acceptance.ts';
import { messageOf } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { CheckboxField } from '../ui/Field.tsx';
import { acceptQuote, type CustomerQuote } from './api.ts';

/** "Angebot annehmen": the terms to read, a required checkbox, then one click that places the order. */
export function AcceptQuoteDialog({
  quote,
  onClose,
  onAccepted,
}: {
  quote: CustomerQuote | null;
  onClose: () => void;
  /** After the answer (accepted, or refused because it expired or was accepted meanwhile): the lists load again. */
  onAccepted: () => void;
}) {
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  function close() {
    setConfirmed(false);
    setError(undefined);
    onClose();
  }

  async function accept() {
    if (!quote) return;
    if (!confirmed) {
      setError(quoteMessages.termsRequired);
      return;
    }
    setSending(true);
    try {
      const { order } = await acceptQuote(quote.id);
      showToast({ title: quoteMessages.acceptedTitle, description: `Bestellung ${order.order_number}. ${quoteScreenMessages.accepted}` });
      close();
      onAccepted();
    } catch (failure) {
      showToast({ title: 'Fehler', description: messageOf(failure, quoteScreenMessages.acceptFailed), variant: 'destructive' });
      close();
      onAccepted();
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={quote !== null} title="Angebot annehmen" onClose={close}>
      {quote && (
        <div className="grid gap-4">
          <p className="text-slate-700">
            Angebot {quote.number} über <strong>{formatCents(quote.totals.gross)}</strong> (inkl. {VAT_RATE_PERCENT} % USt.).
          </p>
          <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">Was Sie mit der Annahme vereinbaren</p>
            <ul className="mt-1 grid list-disc gap-1 pl-5">
              {agreementPoints({ numberLabel: quote.number, version: quote.version, gross: quote.totals.gross }).map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
          <CheckboxField
            label={TERMS_CONFIRM_LABEL}
            checked={confirmed}
            error={error}
            onChange={(event) => {
              setConfirmed(event.target.checked);
              setError(undefined);
            }}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-outline" onClick={close}>
              Abbrechen
            </button>
            <button type="button" className="btn-primary" onClick={accept} disabled={sending}>
              {sending ? 'Wird gesendet...' : ACCEPT_BUTTON_LABEL}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
