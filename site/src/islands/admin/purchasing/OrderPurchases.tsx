import { useState } from 'react';
import { formatWeek } from '#features/purchasing/contract/delivery-week.ts';
import type { OrderPurchasesJson, PurchaseOrderJson } from '#features/purchasing/contract/purchasing.ts';
import {
  deliveryStateLabels,
  purchaseScreenMessages as screen,
  purchaseStatusLabels,
} from '#features/purchasing/contract/purchasing-messages.ts';
import { germanDay } from '#shared/dates.ts';
import { formatCents } from '#shared/format.ts';
import { openFile } from '../../../lib/download.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { useBusyAction } from '../ui/busy-action.ts';
import { loadConfirmationPdf, loadPurchasePdf, loadPurchases, orderFromSuppliers, replacePurchaseOrder, sendPurchaseOrder } from './api.ts';
import { PurchaseConfirmationForm } from './PurchaseConfirmationForm.tsx';
import { PurchaseDeliveryForm } from './PurchaseDeliveryForm.tsx';
import { PurchasePositions } from './PurchasePositions.tsx';

type Step = { id: number; form: 'confirmation' | 'delivery' } | null;

/**
 * "Bestellungen beim Hersteller" on the order's page (issue 49): "Bestellen" makes a draft per supplier,
 * each is reviewed and sent, its AB entered, its delivery recorded. The order's delivery state on top.
 */
export function OrderPurchases({ orderId, orderStatus, onChanged }: { orderId: number; orderStatus: string; onChanged: () => void }) {
  const { data, setData, state, reload } = useLoad((signal) => loadPurchases(orderId, signal), `${orderId}-${orderStatus}`);
  const { busy, run } = useBusyAction();
  const { confirm, dialog } = useConfirm();
  const [step, setStep] = useState<Step>(null);
  const changed = (answer: OrderPurchasesJson, title: string) => {
    setData(answer);
    setStep(null);
    showToast({ title });
    onChanged();
  };

  async function send(purchase: PurchaseOrderJson) {
    const confirmed = await confirm({
      title: `Bestellung ${purchase.number} senden?`,
      message: `Sie geht als PDF an ${purchase.document.supplier.orderEmail}. Gesendet bleibt sie, wie sie ist; eine Änderung ist eine neue Bestellung.`,
      confirmLabel: 'Senden',
    });
    if (confirmed)
      await run(async () => changed(await sendPurchaseOrder(purchase.id), `Bestellung ${purchase.number} gesendet`), screen.saveFailed);
  }

  const live = data?.purchaseOrders.filter((purchase) => purchase.status !== 'cancelled') ?? [];
  return (
    <TitledSection id="order-purchases-title" title={screen.title} className="grid gap-3">
      <LoadState state={state} error={screen.loadFailed} empty={null} onRetry={reload}>
        {data && (
          <>
            <p className="text-sm text-slate-700" data-testid="delivery-state">
              Lieferung: <strong>{deliveryStateLabels[data.deliveryState]}</strong>
              {data.confirmedWeek && ` · bestätigt für ${formatWeek(data.confirmedWeek)}`}
            </p>
            {live.length === 0 && <p className="text-sm text-slate-600">{screen.noPurchaseOrders}</p>}
            {data.withoutSupplier.length > 0 && (
              <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
                {screen.withoutSupplier}: {data.withoutSupplier.map((line) => line.title).join(', ')}
              </p>
            )}
            <ul className="grid gap-3">
              {data.purchaseOrders.map((purchase) => (
                <li key={purchase.id} className="grid gap-2 rounded-lg bg-slate-50 p-3" data-testid="purchase-order">
                  <p className="text-sm">
                    <strong>{purchase.number}</strong> · {purchase.document.supplier.name} · {purchaseStatusLabels[purchase.state]}
                    {purchase.replacesNumber && ` · ersetzt ${purchase.replacesNumber}`}
                  </p>
                  <p className="text-xs text-slate-600">
                    Wunsch: {formatWeek(purchase.document.wishedWeek)}
                    {purchase.confirmation && ` · AB ${purchase.confirmation.abNumber}: ${formatWeek(purchase.confirmation.week)}`}
                    {purchase.expectedNet !== null && ` · erwartet ${formatCents(purchase.expectedNet)} netto`}
                    {purchase.delivery &&
                      ` · geliefert ${germanDay(purchase.delivery.date)}${purchase.delivery.complete ? '' : ' (unvollständig)'}${purchase.delivery.note ? `: ${purchase.delivery.note}` : ''}`}
                  </p>
                  <PurchasePositions purchase={purchase} />
                  {step?.id === purchase.id && step.form === 'confirmation' && (
                    <PurchaseConfirmationForm
                      purchase={purchase}
                      onSaved={(answer) => changed(answer, 'AB gespeichert')}
                      onCancel={() => setStep(null)}
                    />
                  )}
                  {step?.id === purchase.id && step.form === 'delivery' && (
                    <PurchaseDeliveryForm
                      purchase={purchase}
                      onSaved={(answer) => changed(answer, 'Lieferung gespeichert')}
                      onCancel={() => setStep(null)}
                    />
                  )}
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-outline"
                      onClick={() =>
                        void run(
                          async () => openFile(await loadPurchasePdf(purchase.id), `Bestellung-${purchase.number}.pdf`),
                          screen.loadFailed,
                        )
                      }
                    >
                      PDF
                    </button>
                    {purchase.status === 'draft' && (
                      <button type="button" className="btn-primary" disabled={busy} onClick={() => void send(purchase)}>
                        {screen.send}
                      </button>
                    )}
                    {purchase.status === 'sent' && !purchase.delivery && (
                      <button type="button" className="btn-outline" onClick={() => setStep({ id: purchase.id, form: 'confirmation' })}>
                        {screen.confirm}
                      </button>
                    )}
                    {purchase.status === 'sent' && purchase.confirmation && !purchase.delivery && (
                      <button type="button" className="btn-outline" onClick={() => setStep({ id: purchase.id, form: 'delivery' })}>
                        {screen.deliver}
                      </button>
                    )}
                    {purchase.status === 'sent' && !purchase.delivery && (
                      <button
                        type="button"
                        className="btn-outline"
                        disabled={busy}
                        onClick={() =>
                          void run(
                            async () => changed(await replacePurchaseOrder(purchase.id), 'Neue Bestellung als Entwurf angelegt'),
                            screen.saveFailed,
                          )
                        }
                      >
                        Ändern
                      </button>
                    )}
                    {purchase.confirmation?.file && (
                      <button
                        type="button"
                        className="btn-outline"
                        onClick={() =>
                          void run(
                            async () => openFile(await loadConfirmationPdf(purchase.id), `AB-${purchase.confirmation!.abNumber}.pdf`),
                            screen.loadFailed,
                          )
                        }
                      >
                        AB-PDF
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="btn-primary justify-self-start"
              disabled={busy}
              onClick={() =>
                void run(async () => changed(await orderFromSuppliers(orderId), 'Bestellungen als Entwurf angelegt'), screen.saveFailed)
              }
            >
              {screen.order}
            </button>
          </>
        )}
      </LoadState>
      {dialog}
    </TitledSection>
  );
}
