import { invoiceKindLabels, invoiceKinds, invoiceStatusLabels, invoiceStatuses } from '#features/invoices/contract/invoices.ts';
import { listFilter, plainFilterBar } from '../ui/ListFilterBar.tsx';

/** Search (number, customer, order) with status and kind, in the address like the other lists' filters. */
export const InvoiceFilters = plainFilterBar({
  label: 'Rechnungen filtern',
  placeholder: 'Rechnungsnummer, Auftrag oder Kunde',
  filters: [
    listFilter({ label: 'Status', name: 'status', values: invoiceStatuses, labelOf: (status) => invoiceStatusLabels[status] }),
    listFilter({ label: 'Art', name: 'kind', values: invoiceKinds, labelOf: (kind) => invoiceKindLabels[kind] }),
  ],
});
