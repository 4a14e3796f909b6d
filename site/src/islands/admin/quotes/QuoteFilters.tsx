import { quoteStatusLabels } from '#shared/labels.ts';
import { quoteStatuses } from '#features/quotes/contract/quotes.ts';
import { FilterSelect } from '../ui/FilterSelect.tsx';
import { AssignedFilter } from '../assignment/AssignedFilter.tsx';
import { SearchField } from '../ui/SearchField.tsx';
import { useSearchText } from '../ui/use-search-text.ts';

interface QuoteFiltersProps {
  search: URLSearchParams;
  /** A filter changed: the list starts again at page 1. */
  onChange: (changes: Record<string, string | null>, options?: { replace?: boolean }) => void;
}

/** Search (number, customer, lead reference) and status, read from and written to the address like the orders' filters. */
export function QuoteFilters({ search, onChange }: QuoteFiltersProps) {
  const [text, setText] = useSearchText(search, onChange);

  return (
    <form
      role="search"
      aria-label="Angebote filtern"
      className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]"
      onSubmit={(event) => event.preventDefault()}
    >
      <SearchField placeholder="Angebotsnummer, Name, E-Mail oder Anfrage" value={text} onChange={setText} />
      <FilterSelect
        label="Status"
        name="status"
        search={search}
        values={quoteStatuses}
        labelOf={(status) => quoteStatusLabels[status]}
        onChange={onChange}
      />
      <AssignedFilter search={search} onChange={onChange} />
    </form>
  );
}
