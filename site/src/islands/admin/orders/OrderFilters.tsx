import { orderStatusLabel } from '#features/orders/contract/order-labels.ts';
import { orderStatuses } from '#features/orders/contract/orders.ts';
import { assignedFilter } from '../assignment/assigned-filter.ts';
import { ListFilterBar, listFilter, type FilterChange } from '../ui/ListFilterBar.tsx';

const filters = [listFilter({ label: 'Status', name: 'status', values: orderStatuses, labelOf: orderStatusLabel }), assignedFilter];

/** Search (number, customer), status and assignee, read from and written to the address like the inbox's filters. */
export function OrderFilters({ search, onChange }: { search: URLSearchParams; onChange: FilterChange }) {
  return (
    <ListFilterBar
      label="Aufträge filtern"
      placeholder="Bestellnummer, Name oder E-Mail"
      search={search}
      onChange={onChange}
      filters={filters}
    />
  );
}
