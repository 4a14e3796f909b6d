import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { ChangeMessageField } from '../ui/ChangeMessageField.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { FormDialogFooter } from '../ui/FormDialogFooter.tsx';
import { useChangeRequest } from '../ui/use-change-request.ts';
import { requestQuoteChange, type CustomerQuote } from './api.ts';

/** "Änderung anfragen": the customer's message lands in the lead's history; we answer with a new quote. */
export function ChangeRequestDialog({ quote, onClose, onSent }: { quote: CustomerQuote | null; onClose: () => void; onSent: () => void }) {
  const { submit, sending, field } = useChangeRequest({
    // The dialog shows a form only for a quote.
    send: (message) => requestQuoteChange(quote!.id, message),
    sentMessage: quoteScreenMessages.changeSent,
    failedMessage: quoteScreenMessages.changeFailed,
    onSent: () => {
      onClose();
      onSent();
    },
  });

  return (
    <Dialog open={quote !== null} title="Änderung anfragen" onClose={onClose}>
      {quote && (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <p className="text-slate-700">Was sollen wir an Angebot {quote.number} ändern?</p>
          <ChangeMessageField {...field} />
          <div className="flex justify-end gap-3">
            <FormDialogFooter onCancel={onClose} sending={sending} label="Änderung anfragen" pendingLabel="Wird gesendet..." />
          </div>
        </form>
      )}
    </Dialog>
  );
}
