import { quoteStatusLabels } from '#shared/labels.ts';
import { quoteStatuses } from '#features/quotes/contract/quotes.ts';
import { assignedFilter } from '../assignment/assigned-filter.ts';
import { ListFilterBar, listFilter, type FilterChange } from '../ui/ListFilterBar.tsx';

const filters = [
  listFilter({ label: 'Status', name: 'status', values: quoteStatuses, labelOf: (status) => quoteStatusLabels[status] }),
  assignedFilter,
];

/** Search (number, customer, lead reference), status and assignee, read from and written to the address. */
export function QuoteFilters({ search, onChange }: { search: URLSearchParams; onChange: FilterChange }) {
  return (
    <ListFilterBar
      label="Angebote filtern"
      placeholder="Angebotsnummer, Name, E-Mail oder Anfrage"
      search={search}
      onChange={onChange}
      filters={filters}
    />
  );
}
