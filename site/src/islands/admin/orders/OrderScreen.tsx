import { orderStatusLabel } from '#features/orders/contract/order-labels.ts';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import type { OrderJson, OrderStatus } from '#features/orders/contract/orders.ts';
import { fieldMessagesOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { AcceptanceRecordView } from '../../ui/AcceptanceRecordView.tsx';
import { OrderAddresses } from '../../ui/OrderAddresses.tsx';
import { QuoteLinesTable } from '../../ui/QuoteLinesTable.tsx';
import { QuoteTotals } from '../../ui/QuoteTotals.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { OrderAcceptance } from '../acceptance/OrderAcceptance.tsx';
import { AdminLink } from '../AdminLink.tsx';
import { OrderAppointments } from '../appointments/OrderAppointments.tsx';
import { AssigneeSelect } from '../assignment/AssigneeSelect.tsx';
import { OrderInvoices } from '../invoices/OrderInvoices.tsx';
import { OrderReview } from '../reviews/OrderReview.tsx';
import { $adminPath } from '../router.ts';
import { screenKey } from '../routes.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { useBusyAction } from '../ui/busy-action.ts';
import { Facts, Section } from '../ui/PageSection.tsx';
import { loadOrder, setOrderStatus } from './api.ts';
import { OrderHistory } from './OrderHistory.tsx';
import { OrderTaxCertificate } from './OrderTaxCertificate.tsx';
import { OrderFundingApproval } from './OrderFundingApproval.tsx';
import { taxCertificateMessages } from '#features/tax-certificate/contract/tax-certificate.ts';
import { OrderStatusActions } from './OrderStatusActions.tsx';
import { OrderStatusDialog, type OrderStatusChange } from './OrderStatusDialog.tsx';
import { formatDateTime } from '#shared/dates.ts';
import { RecordHeader } from '../ui/RecordHeader.tsx';
import { OrderPurchases } from '../purchasing/OrderPurchases.tsx';
import { OrderMargin } from '../purchasing/OrderMargin.tsx';
import { usePermission } from '../use-permission.ts';
import { DocumentNumber } from '../ui/DocumentNumber.tsx';

/**
 * /admin/orders/{id}: one order on a page of its own (issue 33), readable on a phone. The next steps come
 * first (status, who looks after it), then the positions, customer and history beside appointments and
 * invoices.
 */
export default function OrderScreen() {
  const id = Number(screenKey(useStore($adminPath)));
  const { data: order, setData, state, reload } = useLoad((signal) => loadOrder(id, signal), id);

  return (
    <div className="grid gap-6">
      <AdminLink href="/admin/orders" className="w-fit text-sm font-semibold text-brand-700 underline">
        ← Zurück zu den Aufträgen
      </AdminLink>
      <LoadState state={state} error={quoteScreenMessages.orderLoadFailed} empty={null} onRetry={reload}>
        {order && <OrderPage order={order} onChange={setData} reload={reload} />}
      </LoadState>
    </div>
  );
}

function OrderPage({ order, onChange, reload }: { order: OrderJson; onChange: (order: OrderJson) => void; reload: () => void }) {
  const { busy, run } = useBusyAction();
  const [moving, setMoving] = useState<OrderStatus | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  // Read when a status button is pressed: a Montage past by now asks nothing.
  const [montageAhead, setMontageAhead] = useState<OrderJson['montage']>(null);
  // Bumped by every change the Deckungsbeitrag reads beside the order: a Montage, a Bestellung, an AB.
  const [costsRound, setCostsRound] = useState(0);
  const costsChanged = () => setCostsRound((round) => round + 1);

  function move(status: OrderStatus, change: OrderStatusChange) {
    return run(
      async () => {
        const changed = await setOrderStatus(order.id, status, change);
        onChange(changed);
        setMoving(null);
        showToast({
          title: quoteScreenMessages.statusChanged,
          description: `${changed.order_number}: ${orderStatusLabel(changed.status)}`,
        });
      },
      quoteScreenMessages.statusFailed,
      (error) => setReasonError(fieldMessagesOf(error).reason),
    );
  }

  return (
    <>
      <RecordHeader
        title={`Auftrag ${order.order_number}`}
        badge={<StatusBadge status={order.status} />}
        summary={`${order.customer.name} · bestellt am ${formatDateTime(new Date(order.created_at))}`}
      >
        <OrderStatusActions
          status={order.status}
          busy={busy}
          onMove={(to) => {
            setReasonError(undefined);
            setMontageAhead(order.montage && Date.parse(order.montage.endsAt) > Date.now() ? order.montage : null);
            setMoving(to);
          }}
        />
        <AssigneeSelect
          kind="order"
          recordId={order.id}
          assignee={order.assignee}
          onAssigned={(assignee) => onChange({ ...order, assignee })}
        />
      </RecordHeader>
      <Section title="Positionen" id="order-lines">
        <QuoteLinesTable lines={order.lines} basis={order.priceBasis} caption={`Positionen von Auftrag ${order.order_number}`} />
        <QuoteTotals totals={order.totals} basis={order.priceBasis} />
        {order.acceptance && <AcceptanceRecordView record={order.acceptance} />}
      </Section>
      {order.acceptance?.fundingCondition && (
        <Section title="Förderzusage" id="order-funding-approval">
          <OrderFundingApproval order={order} onChange={onChange} />
        </Section>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-6">
          <Section title="Kunde" id="order-customer">
            <Facts
              items={[
                ['Status', <StatusBadge key="status" status={order.status} />],
                ['Kunde', order.customer.name],
                [
                  'E-Mail',
                  order.customer.email && (
                    <a className="text-brand-700 underline" href={`mailto:${order.customer.email}`}>
                      {order.customer.email}
                    </a>
                  ),
                ],
                [
                  'Aus Angebot',
                  order.quote && (
                    <AdminLink href={`/admin/quote?id=${order.quote.id}`} className="text-brand-700 underline">
                      <DocumentNumber>{order.quote.number}</DocumentNumber>
                    </AdminLink>
                  ),
                ],
              ]}
            />
            <OrderAddresses addresses={order.addresses} />
          </Section>
          <Section title="Abnahme" id="order-work-acceptance">
            <OrderAcceptance orderId={order.id} orderNumber={order.order_number} />
          </Section>
          <Section title="Steuerbescheinigung (§ 35c EStG)" id="order-tax-certificate">
            {order.acceptance?.fundingCondition ? (
              <p className="text-sm text-slate-700">{taxCertificateMessages.begFunding}</p>
            ) : (
              <OrderTaxCertificate order={order} />
            )}
          </Section>
          <Section title="Verlauf" id="order-history">
            <OrderHistory history={order.history} />
          </Section>
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <div className="card">
            {/* A Montage entered, changed or cancelled changes what "Abschließen" asks. */}
            <OrderAppointments
              orderId={order.id}
              onChanged={() => {
                reload();
                costsChanged();
              }}
            />
          </div>
          <div className="card">
            <OrderPurchases orderId={order.id} orderStatus={order.status} onChanged={costsChanged} />
          </div>
          <div className="card">
            <OrderInvoices order={order} />
          </div>
          <OrderMarginCard orderId={order.id} reloadKey={`${order.status}-${costsRound}`} />
          <div className="card">
            <OrderReview orderId={order.id} orderNumber={order.order_number} />
          </div>
        </div>
      </div>
      <OrderStatusDialog
        // A fresh form for each change.
        key={moving ?? 'geschlossen'}
        orderNumber={order.order_number}
        to={moving}
        canMail={Boolean(order.customer.email)}
        montageAhead={montageAhead}
        busy={busy}
        error={reasonError}
        onConfirm={(change) => moving && void move(moving, change)}
        onClose={() => setMoving(null)}
      />
    </>
  );
}

/** The Deckungsbeitrag in a card of its own, only for a role that may see money (the card stays out otherwise). */
function OrderMarginCard({ orderId, reloadKey }: { orderId: number; reloadKey: string }) {
  if (!usePermission('payments')) return null;
  return (
    <div className="card">
      <OrderMargin orderId={orderId} reloadKey={reloadKey} />
    </div>
  );
}
