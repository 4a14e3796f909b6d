import { useState } from 'react';
import { configurationStatusLabel } from '#shared/labels.ts';
import { quoteScreenMessages as m } from '#features/quotes/contract/quote-screen-messages.ts';
import { quoteMessages, type OrderStatus } from '#features/quotes/contract/quotes.ts';
import { CheckboxField, TextArea } from '../../ui/Field.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ConfirmFooter } from '../../ui/ConfirmFooter.tsx';

export interface OrderStatusChange {
  reason: string;
  note: string;
  notifyCustomer: boolean;
}

/**
 * Every status change asks first (issue 23): what happens, a note to the customer that the mail and the
 * account show, and whether the customer is mailed at all. A cancellation also needs its reason and says
 * that it cannot be taken back.
 */
export function OrderStatusDialog({
  orderNumber,
  to,
  canMail,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  orderNumber: string;
  /** The status to move to; null: closed. */
  to: OrderStatus | null;
  /** The order has an address to write to (an anonymised one has not). */
  canMail: boolean;
  busy: boolean;
  /** The server's message for the reason (400). */
  error: string | undefined;
  onConfirm: (change: OrderStatusChange) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [notify, setNotify] = useState(true);
  const [missing, setMissing] = useState(false);
  const cancelling = to === 'cancelled';

  function confirm() {
    if (cancelling && (reason.trim() === '' || reason.length > 500)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onConfirm({ reason: cancelling ? reason.trim() : '', note: note.trim(), notifyCustomer: canMail && notify });
  }

  return (
    <Dialog
      open={to !== null}
      role="alertdialog"
      title={cancelling ? 'Auftrag stornieren' : m.statusDialogTitle}
      onClose={onClose}
      footer={
        <ConfirmFooter
          onCancel={onClose}
          onConfirm={confirm}
          confirmLabel={cancelling ? 'Auftrag stornieren' : to ? m.orderActions[to] : ''}
          destructive={cancelling}
          busy={busy}
        />
      }
    >
      {to && (
        <div className="grid gap-4">
          <p className="text-slate-700">
            {cancelling ? m.cancelConfirm(orderNumber) : m.statusConfirm(orderNumber, configurationStatusLabel(to))}
          </p>
          {cancelling && (
            <TextArea
              label="Grund der Stornierung"
              required
              rows={3}
              maxLength={500}
              value={reason}
              error={missing ? quoteMessages.cancelReason : error}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          <TextArea
            label="Nachricht an den Kunden (optional)"
            hint={m.customerNoteHint}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <CheckboxField
            label={canMail ? m.notifyCustomer : m.cannotNotify}
            checked={canMail && notify}
            disabled={!canMail}
            onChange={(event) => setNotify(event.target.checked)}
          />
        </div>
      )}
    </Dialog>
  );
}
