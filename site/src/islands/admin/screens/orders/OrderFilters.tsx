import { useEffect, useState } from 'react';
import { configurationStatusLabel } from '#shared/labels.ts';
import { orderStatuses } from '#shared/quotes.ts';
import { SelectField, TextField } from '../../../ui/Field.tsx';

interface OrderFiltersProps {
  search: URLSearchParams;
  /** A filter changed: the list starts again at page 1. */
  onChange: (changes: Record<string, string | null>, options?: { replace?: boolean }) => void;
}

/** Search (number, customer) and status, read from and written to the address like the inbox's filters. */
export function OrderFilters({ search, onChange }: OrderFiltersProps) {
  const [text, setText] = useState(search.get('q') ?? '');

  // The address follows the typing after a short pause; Back and reload restore what was typed.
  useEffect(() => {
    if (text === (search.get('q') ?? '')) return;
    const timer = setTimeout(() => onChange({ q: text || null, page: null }, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => setText(search.get('q') ?? ''), [search.get('q')]);

  return (
    <form
      role="search"
      aria-label="Aufträge filtern"
      className="grid gap-4 md:grid-cols-[2fr_1fr]"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        label="Suche"
        type="search"
        placeholder="Bestellnummer, Name oder E-Mail"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <SelectField
        label="Status"
        value={search.get('status') ?? ''}
        onChange={(event) => onChange({ status: event.target.value || null, page: null })}
      >
        <option value="">Alle</option>
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {configurationStatusLabel(status)}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
