import { orderStatusLabel } from '#features/orders/contract/order-labels.ts';
import { orderStatuses } from '#features/orders/contract/orders.ts';
import { assignedFilter } from '../assignment/assigned-filter.ts';
import { listFilter, plainFilterBar } from '../ui/ListFilterBar.tsx';

/** Search (number, customer), status and assignee, read from and written to the address like the inbox's filters. */
export const OrderFilters = plainFilterBar({
  label: 'Aufträge filtern',
  placeholder: 'Bestellnummer, Name oder E-Mail',
  filters: [listFilter({ label: 'Status', name: 'status', values: orderStatuses, labelOf: orderStatusLabel }), assignedFilter],
});
