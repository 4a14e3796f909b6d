import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { quoteNumberLabel } from '#features/documents/contract/numbers.ts';
import { type QuoteJson } from '#features/quotes/contract/quotes.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { ConfirmFooter } from '../../ui/ConfirmFooter.tsx';

/** "Angebot senden" asks first, naming the recipient: once sent, the quote can no longer be changed. */
export function SendQuoteDialog({
  quote,
  unsaved,
  onSend,
  onCancel,
}: {
  quote: QuoteJson | null;
  unsaved: boolean;
  onSend: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={quote !== null}
      title="Angebot senden"
      onClose={onCancel}
      footer={<ConfirmFooter onCancel={onCancel} onConfirm={onSend} confirmLabel="Jetzt senden" />}
    >
      {quote && (
        <div className="grid gap-2 text-slate-700">
          <p>{quoteScreenMessages.sendConfirm(quoteNumberLabel(quote), `${quote.customer.name} <${quote.customer.email ?? ''}>`)}</p>
          {unsaved && <p>{quoteScreenMessages.sendUnsaved}</p>}
        </div>
      )}
    </Dialog>
  );
}
