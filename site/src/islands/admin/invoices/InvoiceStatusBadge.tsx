import { invoiceStatusLabels, type InvoiceStatus } from '#features/invoices/contract/invoices.ts';

const tones: Record<InvoiceStatus, string> = {
  open: 'bg-brand-100 text-brand-800',
  partly_paid: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-800',
  overdue: 'bg-red-100 text-red-800',
  cancelled: 'bg-slate-100 text-slate-800',
};

/** An invoice's status in German (Offen, Teilweise bezahlt, Bezahlt, Überfällig, Storniert). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>{invoiceStatusLabels[status]}</span>
  );
}
