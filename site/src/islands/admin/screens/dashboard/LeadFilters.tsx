import { useEffect, useState } from 'react';
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
import { CheckboxField, SelectField, TextField } from '../../../ui/Field.tsx';
import { MultiSelect } from '../../ui/MultiSelect.tsx';

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
  const [text, setText] = useState(search.get('q') ?? '');
  const products = (search.get('produkte')?.split(',').filter(Boolean) ?? []) as ProductKind[];

  // The address follows the typing after a short pause; Back and reload restore what was typed.
  useEffect(() => {
    if (text === (search.get('q') ?? '')) return;
    // Untrimmed, so a pause after a space does not take the space away; the server trims.
    const timer = setTimeout(() => onChange({ q: text || null, page: null }, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => setText(search.get('q') ?? ''), [search.get('q')]);

  return (
    <form role="search" aria-label="Anfragen filtern" className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
        <TextField
          label="Suche"
          type="search"
          placeholder="Name, E-Mail, PLZ oder Nummer"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          label="Projekt"
          value={search.get('projektart') ?? ''}
          onChange={(event) => onChange({ projektart: event.target.value || null, page: null })}
        >
          <option value="">Alle</option>
          {projectTypes.map((type) => (
            <option key={type} value={type}>
              {projectTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={search.get('status') ?? ''}
          onChange={(event) => onChange({ status: event.target.value || null, page: null })}
        >
          <option value="">Alle</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Quelle"
          value={search.get('source') ?? ''}
          onChange={(event) => onChange({ source: event.target.value || null, page: null })}
        >
          <option value="">Alle</option>
          {leadSources.map((source) => (
            <option key={source} value={source}>
              {leadSourceLabels[source]}
            </option>
          ))}
        </SelectField>
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
      <CheckboxField
        label="Abgeschlossene anzeigen"
        checked={search.get('showCompleted') === 'true'}
        onChange={(event) => onChange({ showCompleted: event.target.checked ? 'true' : null, page: null })}
      />
    </form>
  );
}
