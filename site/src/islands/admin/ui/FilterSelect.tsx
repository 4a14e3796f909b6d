import { SelectField } from '../../ui/Field.tsx';

interface FilterSelectProps<Value extends string> {
  label: string;
  /** The address parameter the select reads and writes. */
  name: string;
  search: URLSearchParams;
  values: readonly Value[];
  labelOf: (value: Value) => string;
  /** A filter changed: the list starts again at page 1. */
  onChange: (changes: Record<string, string | null>) => void;
}

/** A list filter kept in the address: "Alle" or one value, with its German label. */
export function FilterSelect<Value extends string>({ label, name, search, values, labelOf, onChange }: FilterSelectProps<Value>) {
  return (
    <SelectField
      label={label}
      value={search.get(name) ?? ''}
      onChange={(event) => onChange({ [name]: event.target.value || null, page: null })}
    >
      <option value="">Alle</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </SelectField>
  );
}
