import { quoteStatusLabels } from '#shared/labels.ts';
import { quoteStatuses } from '#features/quotes/contract/quotes.ts';
import { assignedFilter } from '../assignment/assigned-filter.ts';
import { listFilter, plainFilterBar } from '../ui/ListFilterBar.tsx';

/** Search (number, customer, lead reference), status and assignee, read from and written to the address. */
export const QuoteFilters = plainFilterBar({
  label: 'Angebote filtern',
  placeholder: 'Angebotsnummer, Name, E-Mail oder Anfrage',
  filters: [
    listFilter({ label: 'Status', name: 'status', values: quoteStatuses, labelOf: (status) => quoteStatusLabels[status] }),
    assignedFilter,
  ],
});
