import { useState } from 'react';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { quoteMessages } from '#features/quotes/contract/quotes.ts';
import { messageOf } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { TextArea } from '../ui/Field.tsx';
import { useSubmit } from '../ui/use-submit.ts';
import { requestQuoteChange, type CustomerQuote } from './api.ts';

/** "Änderung anfragen": the customer's message lands in the lead's history; we answer with a new quote. */
export function ChangeRequestDialog({ quote, onClose, onSent }: { quote: CustomerQuote | null; onClose: () => void; onSent: () => void }) {
  const [message, setMessage] = useState('');
  const { submit, errors, sending } = useSubmit({
    // The server's changeRequestSchema, by hand: its module brings the back office's query schemas along.
    check: () => {
      const text = message.trim();
      return text.length > 0 && text.length <= 2000
        ? { success: true, data: { message: text } }
        : { success: false, messages: { message: quoteMessages.changeMessage } };
    },
    // The dialog shows a form only for a quote.
    send: (data) => requestQuoteChange(quote!.id, data.message),
    onSent: () => {
      showToast({ title: quoteMessages.changeRequestedTitle, description: quoteScreenMessages.changeSent });
      setMessage('');
      onClose();
      onSent();
    },
    onFailed: (error) =>
      showToast({ title: 'Fehler', description: messageOf(error, quoteScreenMessages.changeFailed), variant: 'destructive' }),
  });

  return (
    <Dialog open={quote !== null} title="Änderung anfragen" onClose={onClose}>
      {quote && (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <p className="text-slate-700">Was sollen wir an Angebot {quote.number} ändern?</p>
          <TextArea
            label="Ihre Nachricht"
            required
            rows={4}
            maxLength={2000}
            value={message}
            error={errors.message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <div className="flex justify-end gap-3">
            <button type="button" className="btn-outline" onClick={onClose}>
              Abbrechen
            </button>
            <button type="submit" className="btn-primary" disabled={sending}>
              {sending ? 'Wird gesendet...' : 'Änderung anfragen'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
