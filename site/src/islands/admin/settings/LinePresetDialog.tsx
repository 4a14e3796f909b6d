import { useState } from 'react';
import { formatCentsForInput, parseEuroToCents } from '#features/catalogue/contract/price-input.ts';
import { linePresetBodySchema } from '#features/settings/contract/line-presets.ts';
import { linePresetMessages } from '#features/settings/contract/settings-messages.ts';
import { lineUnits } from '#features/documents/contract/lines.ts';
import { showToast } from '../../../stores/toast.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { CheckboxField, SelectField, TextField } from '../../ui/Field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { useDialogSubmit } from '../../ui/use-dialog-submit.ts';
import { EuroField } from '../ui/EuroField.tsx';
import { createLinePreset, updateLinePreset, type LinePresetJson } from './api.ts';

/**
 * Create (`preset` null) or edit a line preset: name, unit, default net price in euro and whether it is
 * labour. Rendered only while open; a failure stays in the dialog.
 */
export function LinePresetDialog({
  preset,
  onClose,
  onSaved,
}: {
  preset: LinePresetJson | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { values, setErrors, bind } = useForm({
    name: preset?.name ?? '',
    unit: (preset?.unit ?? lineUnits[0]) as string,
    netPrice: preset ? formatCentsForInput(preset.netPrice) : '',
  });
  const [labour, setLabour] = useState(preset?.labour ?? false);
  const dialog = useDialogSubmit(
    {
      check: () => {
        // The euro text first: its own message ("Bitte geben Sie einen Preis ein") says more than the schema's.
        const price = parseEuroToCents(values.netPrice);
        if (!price.ok) return { success: false, messages: { netPrice: price.message } };
        return linePresetBodySchema.safeParse({ ...values, netPrice: price.value, labour });
      },
      send: (input) => (preset ? updateLinePreset(preset.id, input) : createLinePreset(input)),
      onSent: () => {
        showToast({ title: preset ? linePresetMessages.updated : linePresetMessages.created });
        onSaved();
      },
    },
    linePresetMessages.saveFailed,
    setErrors,
  );

  return (
    <FormDialog title={preset ? 'Position bearbeiten' : 'Neue Position'} onClose={onClose} {...dialog}>
      <TextField label="Bezeichnung" required maxLength={80} {...bind('name')} />
      <SelectField label="Einheit" required {...bind('unit')}>
        {lineUnits.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </SelectField>
      <EuroField label="Nettopreis (€)" required {...bind('netPrice')} />
      <CheckboxField label="Arbeitsleistung" checked={labour} onChange={(event) => setLabour(event.target.checked)} />
      <p className="-mt-2 ml-8 text-sm text-slate-600">{linePresetMessages.labourHint}</p>
    </FormDialog>
  );
}
