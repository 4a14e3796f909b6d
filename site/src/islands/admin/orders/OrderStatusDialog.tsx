import { orderStatusLabel } from '#features/orders/contract/order-labels.ts';
import { orderMessages } from '#features/orders/contract/order-messages.ts';
import { useState } from 'react';
import { quoteScreenMessages as m } from '#features/quotes/contract/quote-screen-messages.ts';
import { type OrderStatus } from '#features/orders/contract/orders.ts';
import { formatAppointmentTime } from '#shared/appointment-format.ts';
import { CheckboxField, TextArea } from '../../ui/Field.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ConfirmFooter } from '../../ui/ConfirmFooter.tsx';

export interface OrderStatusChange {
  reason: string;
  note: string;
  notifyCustomer: boolean;
  beforeMontage: boolean;
}

/**
 * Every status change asks first (issue 23): what happens, a note to the customer that the mail and the
 * account show, and whether the customer is mailed at all. A cancellation also needs its reason and says
 * that it cannot be taken back. "Abschließen" before the order's Montage says when the Montage is and
 * goes through only once that is ticked.
 */
export function OrderStatusDialog({
  orderNumber,
  to,
  canMail,
  montageAhead,
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
  /** The order's last booked Montage, if it ends after now: closing asks about it. */
  montageAhead: { startsAt: string; endsAt: string } | null;
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
  const [beforeMontage, setBeforeMontage] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const cancelling = to === 'cancelled';
  const early = to === 'completed' && montageAhead !== null;

  function confirm() {
    if (cancelling && (reason.trim() === '' || reason.length > 500)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (early && !beforeMontage) {
      setUnconfirmed(true);
      return;
    }
    onConfirm({ reason: cancelling ? reason.trim() : '', note: note.trim(), notifyCustomer: canMail && notify, beforeMontage });
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
          <p className="text-slate-700">{cancelling ? m.cancelConfirm(orderNumber) : m.statusConfirm(orderNumber, orderStatusLabel(to))}</p>
          {early && (
            <div className="grid gap-2 rounded-lg bg-amber-50 p-3">
              <p className="text-sm text-amber-900">
                {orderMessages.montageAhead(formatAppointmentTime(montageAhead.startsAt, montageAhead.endsAt))}
              </p>
              <CheckboxField
                label={m.closeBeforeMontage}
                checked={beforeMontage}
                error={unconfirmed && !beforeMontage ? m.closeBeforeMontageMissing : undefined}
                onChange={(event) => setBeforeMontage(event.target.checked)}
              />
            </div>
          )}
          {cancelling && (
            <TextArea
              label="Grund der Stornierung"
              required
              rows={3}
              maxLength={500}
              value={reason}
              error={missing ? orderMessages.cancelReason : error}
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
