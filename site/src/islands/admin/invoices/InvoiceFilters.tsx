import { invoiceKindLabels, invoiceKinds, invoiceStatusLabels, invoiceStatuses } from '#features/invoices/contract/invoices.ts';
import { ListFilterBar, listFilter, type FilterChange } from '../ui/ListFilterBar.tsx';

const filters = [
  listFilter({ label: 'Status', name: 'status', values: invoiceStatuses, labelOf: (status) => invoiceStatusLabels[status] }),
  listFilter({ label: 'Art', name: 'kind', values: invoiceKinds, labelOf: (kind) => invoiceKindLabels[kind] }),
];

/** Search (number, customer, order) with status and kind, in the address like the other lists' filters. */
export function InvoiceFilters({ search, onChange }: { search: URLSearchParams; onChange: FilterChange }) {
  return (
    <ListFilterBar
      label="Rechnungen filtern"
      placeholder="Rechnungsnummer, Auftrag oder Kunde"
      search={search}
      onChange={onChange}
      filters={filters}
    />
  );
}
