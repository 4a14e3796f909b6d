import { useState } from 'react';
import { invoiceMessages, invoiceScreenTexts } from '#features/invoices/contract/invoice-messages.ts';
import { invoiceKindLabels, type InvoiceJson } from '#features/invoices/contract/invoices.ts';
import { formatCents } from '#shared/format.ts';
import { showToast } from '../../../stores/toast.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { recordAddress } from '#shared/record-addresses.ts';
import { AdminLink } from '../AdminLink.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { showFailureToast } from '../ui/failure-toast.ts';
import { usePermission } from '../use-permission.ts';
import { cancelInvoice, loadInvoice, sendReminder } from './api.ts';
import { InvoiceFiles } from './InvoiceFiles.tsx';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { germanDay, formatDateTime } from '#shared/dates.ts';
import { DocumentNumber } from '../ui/DocumentNumber.tsx';
import { formatAuthor } from '#features/accounts/contract/staff-name.ts';

/**
 * One invoice: its figures, files, payments and events; "Zahlung erfassen", "Stornieren" and
 * "Zahlungserinnerung senden", the last two only after a confirmation.
 */
export function InvoiceDetailsDialog({
  invoiceId,
  onClose,
  onChanged,
}: {
  invoiceId: number | null;
  onClose: () => void;
  onChanged: (invoice: InvoiceJson) => void;
}) {
  const { data, setData, state, reload } = useLoad(invoiceId === null ? null : (signal) => loadInvoice(invoiceId, signal), invoiceId);
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const mayRecordPayments = usePermission('payments');
  const shown = data && data.id === invoiceId ? data : null;

  const changed = (invoice: InvoiceJson) => {
    setData(invoice);
    onChanged(invoice);
  };

  async function act(kind: 'cancel' | 'reminder') {
    if (!shown) return;
    const sure = await confirm(
      kind === 'cancel'
        ? {
            title: `${shown.number} stornieren?`,
            message: invoiceScreenTexts.confirmCancel(shown.number),
            confirmLabel: invoiceScreenTexts.cancel,
          }
        : {
            title: invoiceScreenTexts.sendReminder,
            message: invoiceScreenTexts.confirmReminder(shown.number, shown.customerEmail ?? ''),
            confirmLabel: invoiceScreenTexts.sendReminder,
          },
    );
    if (!sure) return;
    setBusy(true);
    try {
      if (kind === 'cancel') {
        const cancellation = await cancelInvoice(shown.id);
        changed({ ...shown, status: 'cancelled', cancelledById: cancellation.id, balance: 0 });
        showToast({ title: invoiceMessages.cancelled(cancellation.number) });
      } else {
        changed(await sendReminder(shown.id));
        showToast({ title: invoiceMessages.reminderSent });
      }
      reload();
    } catch (error) {
      showFailureToast(error, 'Das hat nicht geklappt.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Dialog
        open={invoiceId !== null}
        title={shown ? `${invoiceKindLabels[shown.kind]} ${shown.number}` : 'Rechnung'}
        onClose={onClose}
        size="wide"
      >
        <LoadState
          state={shown ? 'ready' : state === 'ready' ? 'loading' : state}
          error="Die Rechnung konnte nicht geladen werden."
          empty={null}
          onRetry={reload}
        >
          {shown && (
            <div className="grid gap-5">
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="font-semibold text-slate-600">Status</dt>
                <dd>
                  <InvoiceStatusBadge status={shown.status} />
                </dd>
                <dt className="font-semibold text-slate-600">Kunde</dt>
                <dd>
                  {shown.document.buyer.company && <span className="block">{shown.document.buyer.company}</span>}
                  {shown.customerName}
                  {shown.business && <span className="block text-slate-600">Geschäftskunde (E-Rechnung)</span>}
                </dd>
                <dt className="font-semibold text-slate-600">Auftrag</dt>
                <dd>
                  {shown.orderId !== null ? (
                    <AdminLink href={recordAddress.order(shown.orderId)} className="text-brand-700 underline">
                      <DocumentNumber>{shown.orderNumber}</DocumentNumber>
                    </AdminLink>
                  ) : (
                    <DocumentNumber>{shown.orderNumber}</DocumentNumber>
                  )}
                </dd>
                {shown.serviceDate && (
                  <>
                    <dt className="font-semibold text-slate-600">Leistungsdatum</dt>
                    <dd>{germanDay(shown.serviceDate)}</dd>
                  </>
                )}
                <dt className="font-semibold text-slate-600">Rechnungsdatum</dt>
                <dd>{germanDay(shown.issueDate)}</dd>
                <dt className="font-semibold text-slate-600">Fällig am</dt>
                <dd>{germanDay(shown.dueDate)}</dd>
                <dt className="font-semibold text-slate-600">Brutto</dt>
                <dd>
                  {formatCents(shown.gross)} (netto {formatCents(shown.net)}, USt. {formatCents(shown.vat)})
                </dd>
                {shown.document.prepaidTotal !== 0 && (
                  <>
                    <dt className="font-semibold text-slate-600">Abzüglich Anzahlungen</dt>
                    <dd>{formatCents(shown.document.prepaidTotal)}</dd>
                  </>
                )}
                <dt className="font-semibold text-slate-600">Zu zahlen</dt>
                <dd>{formatCents(shown.amountDue)}</dd>
                <dt className="font-semibold text-slate-600">Bezahlt / offen</dt>
                <dd>
                  {formatCents(shown.paid)} / {formatCents(shown.balance)}
                </dd>
              </dl>
              <InvoiceFiles invoice={shown} />
              <section className="grid gap-2" aria-labelledby="invoice-payments-title">
                <h3 id="invoice-payments-title" className="font-bold text-brand-900">
                  Zahlungen
                </h3>
                {shown.payments.length === 0 ? (
                  <p className="text-sm text-slate-600">Noch keine Zahlung erfasst.</p>
                ) : (
                  <ul className="grid gap-1 text-sm">
                    {shown.payments.map((payment) => (
                      <li key={payment.id}>
                        {germanDay(payment.paidOn)}: {formatCents(payment.amount)} · erfasst von{' '}
                        {formatAuthor(payment.createdBy, payment.createdByName)}
                      </li>
                    ))}
                  </ul>
                )}
                {mayRecordPayments && shown.balance > 0 && <PaymentForm invoice={shown} onRecorded={changed} />}
              </section>
              <section className="grid gap-2" aria-labelledby="invoice-events-title">
                <h3 id="invoice-events-title" className="font-bold text-brand-900">
                  Verlauf
                </h3>
                <ol className="grid gap-2">
                  {shown.events.map((event, index) => (
                    <li key={index} className="rounded-lg bg-slate-50 p-3 text-sm">
                      <p className="text-slate-600">
                        {formatDateTime(new Date(event.at))} · {formatAuthor(event.by, event.byName)}
                      </p>
                      <p className="mt-1 text-slate-900">{event.text}</p>
                    </li>
                  ))}
                </ol>
              </section>
              <div className="flex flex-wrap gap-2">
                {shown.status === 'overdue' && shown.customerEmail && (
                  <button type="button" className="btn-outline" disabled={busy} onClick={() => void act('reminder')}>
                    {invoiceScreenTexts.sendReminder}
                  </button>
                )}
                {shown.kind !== 'cancellation' && shown.cancelledById === null && (
                  <button type="button" className="btn-outline text-red-700" disabled={busy} onClick={() => void act('cancel')}>
                    {invoiceScreenTexts.cancel}
                  </button>
                )}
              </div>
            </div>
          )}
        </LoadState>
      </Dialog>
      {dialog}
    </>
  );
}
