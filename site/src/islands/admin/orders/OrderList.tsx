import { formatCents, formatShortDate } from '#shared/format.ts';
import type { OrderListItemJson } from '#features/quotes/contract/quotes.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { RowActions, RowButton } from '../ui/RowActions.tsx';

/** The orders: Bestellnummer, Datum, Kunde, Summe, Status (the spec's labels) and the way to the details. */
export function OrderList({ orders, onDetails }: { orders: OrderListItemJson[]; onDetails: (order: OrderListItemJson) => void }) {
  const columns: Column<OrderListItemJson>[] = [
    { key: 'number', header: 'Bestellnummer', cell: (order) => <span className="font-semibold text-slate-900">{order.order_number}</span> },
    { key: 'date', header: 'Datum', cell: (order) => formatShortDate(new Date(order.created_at)) },
    { key: 'customer', header: 'Kunde', cell: (order) => order.customer.name },
    { key: 'total', header: 'Summe brutto', cell: (order) => <span className="whitespace-nowrap">{formatCents(order.total)}</span> },
    { key: 'status', header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
    { key: 'assignee', header: 'Zuständig', cell: (order) => order.assignee?.name ?? '–' },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (order) => (
        <RowActions>
          <RowButton label="Details" target={`Auftrag ${order.order_number}`} onClick={() => onDetails(order)} />
        </RowActions>
      ),
    },
  ];
  return (
    <DataTable caption="Aufträge" columns={columns} rows={orders} rowId={(order) => order.id} rowLabel={(order) => order.order_number} />
  );
}
