import { useState } from 'react';
import {
  leadSourceLabels,
  leadSources,
  leadStatusLabels,
  leadStatuses,
  productKindLabels,
  productKinds,
  projectTypeLabels,
  projectTypes,
  type ProductKind,
} from '#shared/labels.ts';
import { CheckboxField, TextField } from '../../ui/Field.tsx';
import { FilterSelect } from '../ui/FilterSelect.tsx';
import { MultiSelect } from '../ui/MultiSelect.tsx';
import { useSearchText } from '../ui/use-search-text.ts';
import { SearchField } from '../ui/SearchField.tsx';

interface LeadFiltersProps {
  search: URLSearchParams;
  /** A filter changed: the list starts again at page 1. */
  onChange: (changes: Record<string, string | null>, options?: { replace?: boolean }) => void;
}

/**
 * Search, project, status, products and "Abgeschlossene anzeigen" (the spec's filters), plus source and
 * arrival dates; read from and written to the address.
 */
export function LeadFilters({ search, onChange }: LeadFiltersProps) {
  const [text, setText] = useSearchText(search, onChange);
  const products = (search.get('produkte')?.split(',').filter(Boolean) ?? []) as ProductKind[];
  // The less used filters fold away so the list starts high on the screen; set ones keep them open.
  const moreSet = ['source', 'from', 'to', 'produkte'].filter((key) => search.get(key)).length;
  const [moreOpen, setMoreOpen] = useState(moreSet > 0);

  return (
    <form role="search" aria-label="Anfragen filtern" className="grid gap-3" onSubmit={(event) => event.preventDefault()}>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
        <SearchField placeholder="Name, E-Mail, PLZ oder Nummer" value={text} onChange={setText} />
        <FilterSelect
          label="Projekt"
          name="projektart"
          search={search}
          values={projectTypes}
          labelOf={(value) => projectTypeLabels[value]}
          onChange={onChange}
        />
        <FilterSelect
          label="Status"
          name="status"
          search={search}
          values={leadStatuses}
          labelOf={(value) => leadStatusLabels[value]}
          onChange={onChange}
        />
      </div>
      <CheckboxField
        label="Abgeschlossene anzeigen"
        checked={search.get('showCompleted') === 'true'}
        onChange={(event) => onChange({ showCompleted: event.target.checked ? 'true' : null, page: null })}
      />
      <details open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
        <summary className="w-fit cursor-pointer text-sm font-semibold text-brand-700">
          Weitere Filter: Quelle, Eingang, Produkte{moreSet > 0 ? ` (${moreSet} gesetzt)` : ''}
        </summary>
        <div className="mt-3 grid gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <FilterSelect
              label="Quelle"
              name="source"
              search={search}
              values={leadSources}
              labelOf={(value) => leadSourceLabels[value]}
              onChange={onChange}
            />
            <TextField
              label="Eingang von"
              type="date"
              value={search.get('from') ?? ''}
              max={search.get('to') ?? undefined}
              onChange={(event) => onChange({ from: event.target.value || null, page: null })}
            />
            <TextField
              label="Eingang bis"
              type="date"
              value={search.get('to') ?? ''}
              min={search.get('from') ?? undefined}
              onChange={(event) => onChange({ to: event.target.value || null, page: null })}
            />
          </div>
          <MultiSelect
            legend="Produkte"
            options={productKinds}
            labels={productKindLabels}
            value={products}
            onChange={(value) => onChange({ produkte: value.join(',') || null, page: null })}
          />
        </div>
      </details>
    </form>
  );
}
