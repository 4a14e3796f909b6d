import { orderStatusLabel } from '#features/orders/contract/order-labels.ts';
import { orderStatuses } from '#features/orders/contract/orders.ts';
import { FilterSelect } from '../ui/FilterSelect.tsx';
import { AssignedFilter } from '../assignment/AssignedFilter.tsx';
import { useSearchText } from '../ui/use-search-text.ts';
import { SearchField } from '../ui/SearchField.tsx';

interface OrderFiltersProps {
  search: URLSearchParams;
  /** A filter changed: the list starts again at page 1. */
  onChange: (changes: Record<string, string | null>, options?: { replace?: boolean }) => void;
}

/** Search (number, customer) and status, read from and written to the address like the inbox's filters. */
export function OrderFilters({ search, onChange }: OrderFiltersProps) {
  const [text, setText] = useSearchText(search, onChange);

  return (
    <form
      role="search"
      aria-label="Aufträge filtern"
      className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]"
      onSubmit={(event) => event.preventDefault()}
    >
      <SearchField placeholder="Bestellnummer, Name oder E-Mail" value={text} onChange={setText} />
      <FilterSelect label="Status" name="status" search={search} values={orderStatuses} labelOf={orderStatusLabel} onChange={onChange} />
      <AssignedFilter search={search} onChange={onChange} />
    </form>
  );
}
