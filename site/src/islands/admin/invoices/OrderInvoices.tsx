import { useState } from 'react';
import { invoiceMessages, invoiceScreenTexts } from '#features/invoices/contract/invoice-messages.ts';
import { invoiceKindLabels, type IssuableInvoiceKind } from '#features/invoices/contract/invoices.ts';
import { type OrderStatus } from '#features/orders/contract/orders.ts';
import { formatCents } from '#shared/format.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { AdminLink } from '../AdminLink.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { usePermission } from '../use-permission.ts';
import { issueInvoice, loadInvoices } from './api.ts';
import { FinalInvoiceDialog } from './FinalInvoiceDialog.tsx';
import { InvoiceFiles } from './InvoiceFiles.tsx';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';
import { useBusyAction } from '../ui/busy-action.ts';
import { germanDay } from '#shared/dates.ts';
import { DocumentNumber } from '../ui/DocumentNumber.tsx';

/**
 * The order's invoices on its page: the list, and "Anzahlungsrechnung erstellen" / "Schlussrechnung
 * erstellen" when the order's status allows them, each after a confirmation (the final one with its
 * Leistungsdatum).
 */
export function OrderInvoices({ order }: { order: { id: number; order_number: string; status: OrderStatus; deposit_percent: number } }) {
  const allowed = usePermission('invoices');
  const { data, reload } = useLoad(
    allowed ? (signal) => loadInvoices(new URLSearchParams({ orderId: String(order.id), pageSize: '100' }), signal) : null,
    `${order.id}-${order.status}`,
  );
  const { confirm, dialog } = useConfirm();
  const { busy, run } = useBusyAction();
  const [finalAsked, setFinalAsked] = useState(false);
  if (!allowed) return null;
  const invoices = data?.invoices ?? [];
  const live = (kind: IssuableInvoiceKind) => invoices.some((invoice) => invoice.kind === kind && invoice.cancelledById === null);
  const canDeposit = ['confirmed', 'in_production', 'completed'].includes(order.status) && !live('deposit') && !live('final');
  const canFinal = order.status === 'completed' && !live('final');

  async function askDeposit() {
    const label = invoiceScreenTexts.createDeposit;
    const sure = await confirm({
      title: `${label}?`,
      message: invoiceScreenTexts.confirmDeposit(order.deposit_percent),
      confirmLabel: label,
    });
    if (sure) await create('deposit');
  }

  const create = (kind: IssuableInvoiceKind, serviceDate?: string, retention?: number) =>
    run(async () => {
      const invoice = await issueInvoice(order.id, kind, serviceDate, retention);
      showToast({ title: invoiceMessages.issued(invoiceKindLabels[kind], invoice.number) });
      setFinalAsked(false);
      reload();
    }, 'Die Rechnung konnte nicht erstellt werden.');

  return (
    <TitledSection id="order-invoices-title" title={invoiceScreenTexts.orderInvoices} className="grid gap-2">
      {invoices.length === 0 ? (
        <p className="text-sm text-slate-600">Noch keine Rechnung.</p>
      ) : (
        <ul className="grid gap-2">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="grid gap-2 rounded-lg bg-slate-50 p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <AdminLink href={`/admin/invoices?invoice=${invoice.id}`} className="font-semibold text-brand-700 underline">
                  {invoiceKindLabels[invoice.kind]} <DocumentNumber>{invoice.number}</DocumentNumber>
                </AdminLink>
                <span>
                  {germanDay(invoice.issueDate)} · {formatCents(invoice.amountDue)}
                </span>
                <InvoiceStatusBadge status={invoice.status} />
              </p>
              <InvoiceFiles invoice={invoice} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {canDeposit && (
          <button type="button" className="btn-outline" disabled={busy} onClick={() => void askDeposit()}>
            {invoiceScreenTexts.createDeposit}
          </button>
        )}
        {canFinal && (
          <button type="button" className="btn-primary" disabled={busy} onClick={() => setFinalAsked(true)}>
            {invoiceScreenTexts.createFinal}
          </button>
        )}
      </div>
      {dialog}
      <FinalInvoiceDialog
        // A fresh date for each opening.
        key={String(finalAsked)}
        orderId={order.id}
        open={finalAsked}
        busy={busy}
        onConfirm={(serviceDate, retention) => void create('final', serviceDate, retention)}
        onClose={() => setFinalAsked(false)}
      />
    </TitledSection>
  );
}
