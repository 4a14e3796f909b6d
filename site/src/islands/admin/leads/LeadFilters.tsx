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
import { FilterSelect } from '../ui/FilterSelect.tsx';
import { DateRangeFilter, ListFilterBar, listFilter, ShowCompletedFilter, type FilterChange } from '../ui/ListFilterBar.tsx';
import { MultiSelect } from '../ui/MultiSelect.tsx';

const filters = [
  listFilter({ label: 'Projekt', name: 'projektart', values: projectTypes, labelOf: (value) => projectTypeLabels[value] }),
  listFilter({ label: 'Status', name: 'status', values: leadStatuses, labelOf: (value) => leadStatusLabels[value] }),
];
const sourceFilter = listFilter({ label: 'Quelle', name: 'source', values: leadSources, labelOf: (value) => leadSourceLabels[value] });

/**
 * Search, project, status, products and "Abgeschlossene anzeigen" (the spec's filters), plus source and
 * arrival dates; read from and written to the address.
 */
export function LeadFilters({ search, onChange }: { search: URLSearchParams; onChange: FilterChange }) {
  const products = (search.get('produkte')?.split(',').filter(Boolean) ?? []) as ProductKind[];
  // The less used filters fold away so the list starts high on the screen; set ones keep them open.
  const moreSet = ['source', 'from', 'to', 'produkte'].filter((key) => search.get(key)).length;
  const [moreOpen, setMoreOpen] = useState(moreSet > 0);

  return (
    <ListFilterBar
      label="Anfragen filtern"
      placeholder="Name, E-Mail, PLZ oder Nummer"
      search={search}
      onChange={onChange}
      filters={filters}
    >
      <ShowCompletedFilter search={search} onChange={onChange} />
      <details open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
        <summary className="w-fit cursor-pointer text-sm font-semibold text-brand-700">
          Weitere Filter: Quelle, Eingang, Produkte{moreSet > 0 ? ` (${moreSet} gesetzt)` : ''}
        </summary>
        <div className="mt-3 grid gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <FilterSelect {...sourceFilter} search={search} onChange={onChange} />
            <DateRangeFilter from="Eingang von" to="Eingang bis" search={search} onChange={onChange} />
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
    </ListFilterBar>
  );
}
