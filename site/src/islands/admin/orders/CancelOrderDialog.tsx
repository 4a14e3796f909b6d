import { useState } from 'react';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { quoteMessages } from '#features/quotes/contract/quotes.ts';
import { TextArea } from '../../ui/Field.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ConfirmFooter } from '../../ui/ConfirmFooter.tsx';

/** "Stornieren" asks first and needs a reason: the customer's mail carries it, and it stays in the history. */
export function CancelOrderDialog({
  orderNumber,
  error,
  onCancelOrder,
  onClose,
}: {
  orderNumber: string | null;
  /** The server's message for the reason (400). */
  error: string | undefined;
  onCancelOrder: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  function confirm() {
    if (reason.trim() === '' || reason.length > 500) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onCancelOrder(reason.trim());
  }

  return (
    <Dialog
      open={orderNumber !== null}
      role="alertdialog"
      title="Auftrag stornieren"
      onClose={onClose}
      footer={<ConfirmFooter onCancel={onClose} onConfirm={confirm} confirmLabel="Auftrag stornieren" destructive />}
    >
      {orderNumber && (
        <div className="grid gap-4">
          <p className="text-slate-700">{quoteScreenMessages.cancelConfirm(orderNumber)}</p>
          <TextArea
            label="Grund der Stornierung"
            required
            rows={3}
            maxLength={500}
            value={reason}
            error={missing ? quoteMessages.cancelReason : error}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      )}
    </Dialog>
  );
}
