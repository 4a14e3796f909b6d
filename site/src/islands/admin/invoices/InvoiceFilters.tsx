import { invoiceKindLabels, invoiceKinds, invoiceStatusLabels, invoiceStatuses } from '#features/invoices/contract/invoices.ts';
import { FilterSelect } from '../ui/FilterSelect.tsx';
import { SearchField } from '../ui/SearchField.tsx';
import { useSearchText } from '../ui/use-search-text.ts';

interface InvoiceFiltersProps {
  search: URLSearchParams;
  onChange: (changes: Record<string, string | null>, options?: { replace?: boolean }) => void;
}

/** Search (number, customer, order) with status and kind, in the address like the other lists' filters. */
export function InvoiceFilters({ search, onChange }: InvoiceFiltersProps) {
  const [text, setText] = useSearchText(search, onChange);
  return (
    <form
      role="search"
      aria-label="Rechnungen filtern"
      className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]"
      onSubmit={(event) => event.preventDefault()}
    >
      <SearchField placeholder="Rechnungsnummer, Auftrag oder Kunde" value={text} onChange={setText} />
      <FilterSelect
        label="Status"
        name="status"
        search={search}
        values={invoiceStatuses}
        labelOf={(status) => invoiceStatusLabels[status]}
        onChange={onChange}
      />
      <FilterSelect
        label="Art"
        name="kind"
        search={search}
        values={invoiceKinds}
        labelOf={(kind) => invoiceKindLabels[kind]}
        onChange={onChange}
      />
    </form>
  );
}
