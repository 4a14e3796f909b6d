import { formatCents } from '#shared/format.ts';
import type { OrderListItemJson } from '#features/orders/contract/orders.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { recordAddress } from '#shared/record-addresses.ts';
import { AdminLink } from '../AdminLink.tsx';
import { formatShortDate } from '#shared/dates.ts';
import { DocumentNumber } from '../ui/DocumentNumber.tsx';

/** The orders: Bestellnummer, Datum, Kunde, Summe, Status (the spec's labels); the number links to the order's page. */
export function OrderList({ orders }: { orders: OrderListItemJson[] }) {
  const columns: Column<OrderListItemJson>[] = [
    {
      key: 'number',
      header: 'Bestellnummer',
      cell: (order) => (
        <AdminLink href={recordAddress.order(order.id)} className="font-semibold text-brand-700 underline">
          <DocumentNumber>{order.order_number}</DocumentNumber>
        </AdminLink>
      ),
    },
    { key: 'date', header: 'Datum', cell: (order) => formatShortDate(new Date(order.created_at)) },
    { key: 'customer', header: 'Kunde', cell: (order) => order.customer.name },
    { key: 'total', header: 'Summe brutto', cell: (order) => <span className="whitespace-nowrap">{formatCents(order.total)}</span> },
    { key: 'status', header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
    { key: 'assignee', header: 'Zuständig', cell: (order) => order.assignee?.name ?? '–' },
  ];
  return <DataTable caption="Aufträge" columns={columns} rows={orders} rowLabel={(order) => order.order_number} />;
}
