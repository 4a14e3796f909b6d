import { TextField } from '../../ui/Field.tsx';

/** The free-text search of a back-office list ("Suche"), its placeholder saying what it searches. */
export function SearchField({ placeholder, value, onChange }: { placeholder: string; value: string; onChange: (text: string) => void }) {
  return (
    <TextField label="Suche" type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
  );
}
