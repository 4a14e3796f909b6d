import { useState } from 'react';
import { formatDateTime } from '#shared/format.ts';
import { formatAuthor } from '#features/accounts/contract/staff-name.ts';
import { configurationStatusLabel } from '#shared/labels.ts';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import type { OrderJson, OrderStatus } from '#features/quotes/contract/quotes.ts';
import { fieldMessagesOf, messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { AdminLink } from '../AdminLink.tsx';
import { loadOrder, setOrderStatus } from './api.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { QuoteLinesTable } from '../../ui/QuoteLinesTable.tsx';
import { QuoteTotals } from '../../ui/QuoteTotals.tsx';
import { AcceptanceRecordView } from '../../ui/AcceptanceRecordView.tsx';
import { OrderAddresses } from '../../ui/OrderAddresses.tsx';
import { OrderStatusDialog, type OrderStatusChange } from './OrderStatusDialog.tsx';
import { OrderStatusActions } from './OrderStatusActions.tsx';
import { AssigneeSelect } from '../assignment/AssigneeSelect.tsx';
import { OrderAppointments } from '../appointments/OrderAppointments.tsx';
import { OrderInvoices } from '../invoices/OrderInvoices.tsx';

/**
 * One order: customer, addresses and phone, the quote it came from, lines and totals, history, and the
 * status it may move to.
 */
export function OrderDetailsDialog({
  orderId,
  onClose,
  onChanged,
}: {
  orderId: number | null;
  onClose: () => void;
  onChanged: (order: OrderJson) => void;
}) {
  const { data: order, setData, state, reload } = useLoad(orderId === null ? null : (signal) => loadOrder(orderId, signal), orderId);
  const [busy, setBusy] = useState(false);
  const [moving, setMoving] = useState<OrderStatus | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const shown = order && order.id === orderId ? order : null;

  async function move(status: OrderStatus, change: OrderStatusChange) {
    if (!shown) return;
    setBusy(true);
    try {
      const changed = await setOrderStatus(shown.id, status, change);
      setData(changed);
      onChanged(changed);
      setMoving(null);
      showToast({
        title: quoteScreenMessages.statusChanged,
        description: `${changed.order_number}: ${configurationStatusLabel(changed.status)}`,
      });
    } catch (error) {
      setReasonError(fieldMessagesOf(error).reason);
      showToast({ title: 'Fehler', description: messageOf(error, quoteScreenMessages.statusFailed), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Dialog open={orderId !== null} title={shown ? `Auftrag ${shown.order_number}` : 'Auftrag'} onClose={onClose} size="wide">
        <LoadState
          state={shown ? 'ready' : state === 'ready' ? 'loading' : state}
          error={quoteScreenMessages.orderLoadFailed}
          empty={null}
          onRetry={reload}
        >
          {shown && (
            <div className="grid gap-5">
              <AssigneeSelect
                kind="order"
                recordId={shown.id}
                assignee={shown.assignee}
                onAssigned={(assignee) => {
                  const changed = { ...shown, assignee };
                  setData(changed);
                  onChanged(changed);
                }}
              />
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="font-semibold text-slate-600">Status</dt>
                <dd>
                  <StatusBadge status={shown.status} />
                </dd>
                <dt className="font-semibold text-slate-600">Bestellt am</dt>
                <dd>{formatDateTime(new Date(shown.created_at))}</dd>
                <dt className="font-semibold text-slate-600">Kunde</dt>
                <dd>
                  {shown.customer.name}
                  {shown.customer.email && (
                    <a className="block text-brand-700 underline" href={`mailto:${shown.customer.email}`}>
                      {shown.customer.email}
                    </a>
                  )}
                </dd>
                <dt className="font-semibold text-slate-600">Aus Angebot</dt>
                <dd>
                  {shown.quote ? (
                    <AdminLink href={`/admin/quote?id=${shown.quote.id}`} className="text-brand-700 underline">
                      {shown.quote.number}
                    </AdminLink>
                  ) : (
                    '–'
                  )}
                </dd>
              </dl>
              <OrderAddresses addresses={shown.addresses} />
              <QuoteLinesTable lines={shown.lines} basis={shown.priceBasis} caption={`Positionen von Auftrag ${shown.order_number}`} />
              <QuoteTotals totals={shown.totals} basis={shown.priceBasis} />
              {shown.acceptance && <AcceptanceRecordView record={shown.acceptance} />}
              <OrderAppointments orderId={shown.id} />
              <OrderInvoices order={shown} />
              <section className="grid gap-2" aria-labelledby="order-history-title">
                <h3 id="order-history-title" className="font-bold text-brand-900">
                  Verlauf
                </h3>
                <ol className="grid gap-2">
                  {shown.history.map((entry, index) => (
                    <li key={index} className="rounded-lg bg-slate-50 p-3 text-sm">
                      <p className="text-slate-600">
                        {formatDateTime(new Date(entry.at))} · {configurationStatusLabel(entry.status)} ·{' '}
                        {formatAuthor(entry.by, entry.byName)}
                      </p>
                      {entry.text && <p className="mt-1 whitespace-pre-wrap text-slate-900">{entry.text}</p>}
                      {entry.customerNote && <p className="mt-1 whitespace-pre-wrap text-slate-700">An den Kunden: {entry.customerNote}</p>}
                      {entry.byName && (
                        <p className="mt-1 text-xs text-slate-600">
                          {entry.customerNotified ? 'Kunde per E-Mail informiert' : 'Ohne E-Mail an den Kunden'}
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
              </section>
              <OrderStatusActions
                status={shown.status}
                busy={busy}
                onMove={(to) => {
                  setReasonError(undefined);
                  setMoving(to);
                }}
              />
            </div>
          )}
        </LoadState>
      </Dialog>
      {shown && (
        <OrderStatusDialog
          // A fresh form for each change.
          key={moving ?? 'geschlossen'}
          orderNumber={shown.order_number}
          to={moving}
          canMail={Boolean(shown.customer.email)}
          busy={busy}
          error={reasonError}
          onConfirm={(change) => moving && void move(moving, change)}
          onClose={() => setMoving(null)}
        />
      )}
    </>
  );
}
