import type { ReactNode } from 'react';
import { CheckboxField, TextField } from '../../ui/Field.tsx';
import { FilterSelect } from './FilterSelect.tsx';
import { SearchField } from './SearchField.tsx';
import { useSearchText } from './use-search-text.ts';

/** A filter change: the address follows; `replace` for typing, so Back does not step through every letter. */
export type FilterChange = (changes: Record<string, string | null>, options?: { replace?: boolean }) => void;

/** One select of a list's filters: "Alle" or one of `values`, kept in the address under `name`. */
export interface ListFilter<Value extends string = string> {
  label: string;
  name: string;
  values: readonly Value[];
  // A method, so a filter of one value type stands in a list of filters of strings.
  labelOf(value: Value): string;
}

/** Types a filter by its values, so `labelOf` is checked against them. */
export const listFilter = <Value extends string>(filter: ListFilter<Value>): ListFilter => filter;

interface ListFilterBarProps {
  /** The search landmark's name, e.g. "Anfragen filtern". */
  label: string;
  /** What the free-text search searches. */
  placeholder: string;
  search: URLSearchParams;
  onChange: FilterChange;
  filters?: readonly ListFilter[];
  /** The grid of the first row: the search, the selects, then `row`. */
  columns?: string;
  row?: ReactNode;
  /** Below the first row: checkboxes and folded filters. */
  children?: ReactNode;
}

/**
 * The filters of a back-office list, all kept in the address: a live search (the address follows the
 * typing), selects, and whatever a list adds. Every filter change starts the list again at page 1.
 */
export function ListFilterBar({
  label,
  placeholder,
  search,
  onChange,
  filters = [],
  columns = 'md:grid-cols-[2fr_1fr_1fr]',
  row,
  children,
}: ListFilterBarProps) {
  const [text, setText] = useSearchText(search, onChange);
  return (
    <form role="search" aria-label={label} className="grid gap-3" onSubmit={(event) => event.preventDefault()}>
      <div className={`grid gap-4 md:items-end ${columns}`}>
        <SearchField placeholder={placeholder} value={text} onChange={setText} />
        {filters.map((filter) => (
          <FilterSelect key={filter.name} {...filter} search={search} onChange={onChange} />
        ))}
        {row}
      </div>
      {children}
    </form>
  );
}

/** The filter bar of a list that needs nothing beyond the search and its selects. */
export function plainFilterBar(bar: { label: string; placeholder: string; filters: readonly ListFilter[] }) {
  return function PlainFilterBar({ search, onChange }: { search: URLSearchParams; onChange: FilterChange }) {
    return <ListFilterBar {...bar} search={search} onChange={onChange} />;
  };
}

/** "Von" and "Bis" of a list's dates (`from`, `to` in the address), each bounding the other. */
export function DateRangeFilter({
  from,
  to,
  search,
  onChange,
}: {
  from: string;
  to: string;
  search: URLSearchParams;
  onChange: FilterChange;
}) {
  const bounds = [
    { name: 'from', label: from, bound: { max: search.get('to') ?? undefined } },
    { name: 'to', label: to, bound: { min: search.get('from') ?? undefined } },
  ];
  return bounds.map(({ name, label, bound }) => (
    <TextField
      key={name}
      label={label}
      type="date"
      value={search.get(name) ?? ''}
      {...bound}
      onChange={(event) => onChange({ [name]: event.target.value || null, page: null })}
    />
  ));
}

/** "Abgeschlossene anzeigen": the inbox lists hide what is done unless asked. */
export function ShowCompletedFilter({ search, onChange }: { search: URLSearchParams; onChange: FilterChange }) {
  return (
    <CheckboxField
      label="Abgeschlossene anzeigen"
      checked={search.get('showCompleted') === 'true'}
      onChange={(event) => onChange({ showCompleted: event.target.checked ? 'true' : null, page: null })}
    />
  );
}
