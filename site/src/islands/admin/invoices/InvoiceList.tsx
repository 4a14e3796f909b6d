import { formatCents } from '#shared/format.ts';
import { invoiceKindLabels, type InvoiceListItemJson } from '#features/invoices/contract/invoices.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { RowActions, RowButton } from '../ui/RowActions.tsx';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';
import { germanDay } from '#shared/dates.ts';
import { DocumentNumber } from '../ui/DocumentNumber.tsx';

/** The invoices: number, kind, date, customer, amounts, status and the way to the details. */
export function InvoiceList({
  invoices,
  onDetails,
}: {
  invoices: InvoiceListItemJson[];
  onDetails: (invoice: InvoiceListItemJson) => void;
}) {
  const columns: Column<InvoiceListItemJson>[] = [
    {
      key: 'number',
      header: 'Rechnungsnummer',
      cell: (invoice) => <DocumentNumber className="font-semibold text-slate-900">{invoice.number}</DocumentNumber>,
    },
    { key: 'kind', header: 'Art', cell: (invoice) => invoiceKindLabels[invoice.kind] },
    { key: 'date', header: 'Datum', cell: (invoice) => germanDay(invoice.issueDate) },
    {
      key: 'customer',
      header: 'Kunde',
      cell: (invoice) => (
        <>
          {invoice.company && <span className="block font-medium text-slate-900">{invoice.company}</span>}
          {invoice.customerName} (<DocumentNumber>{invoice.orderNumber}</DocumentNumber>)
        </>
      ),
    },
    { key: 'gross', header: 'Brutto', cell: (invoice) => <span className="whitespace-nowrap">{formatCents(invoice.gross)}</span> },
    { key: 'balance', header: 'Offen', cell: (invoice) => <span className="whitespace-nowrap">{formatCents(invoice.balance)}</span> },
    { key: 'status', header: 'Status', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (invoice) => (
        <RowActions>
          <RowButton label="Details" target={`Rechnung ${invoice.number}`} onClick={() => onDetails(invoice)} />
        </RowActions>
      ),
    },
  ];
  return <DataTable caption="Rechnungen" columns={columns} rows={invoices} rowLabel={(invoice) => invoice.number} />;
}
