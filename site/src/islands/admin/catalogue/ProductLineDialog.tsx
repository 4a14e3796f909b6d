import { useEffect, useState } from 'react';
import { TextArea, TextField, SelectField } from '../../ui/Field.tsx';
import type { ProductLineInput, ProductLineJson } from './api.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { SwitchField } from '../ui/SwitchField.tsx';
import { textBinder } from '../../ui/use-form.ts';

const blank: ProductLineInput = { name: '', description: '', priority: 0, active: true, parent_id: null };

interface Props {
  /** The line being edited, a new one (null with open), or closed (undefined). */
  editing: ProductLineJson | null | undefined;
  lines: ProductLineJson[];
  saving: boolean;
  errors: Record<string, string>;
  onSave: (line: ProductLineInput) => void;
  onClose: () => void;
}

/**
 * Create or edit a product line: the parent offers only top-level lines
 * other than this one; priority is read as a whole number, 0 when it is not one; save waits for a name.
 */
export function ProductLineDialog({ editing, lines, saving, errors, onSave, onClose }: Props) {
  const [form, setForm] = useState(blank);
  const [priority, setPriority] = useState('0');

  useEffect(() => {
    if (editing === undefined) return;
    const start = editing
      ? {
          name: editing.name,
          description: editing.description,
          priority: editing.priority,
          active: editing.active,
          parent_id: editing.parent_id,
        }
      : blank;
    setForm(start);
    setPriority(String(start.priority));
  }, [editing]);

  const parents = lines.filter((line) => line.parent_id === null && line.id !== editing?.id);
  const parsedPriority = Number.parseInt(priority, 10);
  const text = textBinder(form, setForm, errors);

  return (
    <FormDialog
      open={editing !== undefined}
      title={editing ? 'Produktlinie bearbeiten' : 'Neue Produktlinie'}
      onClose={onClose}
      onSubmit={() => {
        if (form.name.trim() === '') return;
        onSave({ ...form, name: form.name.trim(), priority: Number.isNaN(parsedPriority) ? 0 : parsedPriority });
      }}
      sending={saving}
      submitDisabled={form.name.trim() === ''}
    >
      <TextField label="Name" required {...text('name')} />
      <TextArea label="Beschreibung" {...text('description')} />
      <SelectField
        label="Übergeordnete Produktlinie"
        value={form.parent_id ?? ''}
        error={errors.parent_id}
        onChange={(event) => setForm({ ...form, parent_id: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">Keine (oberste Ebene)</option>
        {parents.map((line) => (
          <option key={line.id} value={line.id}>
            {line.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Priorität"
        type="number"
        inputMode="numeric"
        step={1}
        hint="Höhere Zahlen stehen weiter oben."
        value={priority}
        error={errors.priority}
        onChange={(event) => setPriority(event.target.value)}
      />
      <SwitchField label="Aktiv" checked={form.active} onChange={(active) => setForm({ ...form, active })} />
    </FormDialog>
  );
}
