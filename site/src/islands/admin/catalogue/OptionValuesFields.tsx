import { rcClasses, type RcClass } from '#shared/element-values.ts';
import type { OptionValuesText } from '#features/catalogue/contract/element-values-input.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';

interface Props {
  text: OptionValuesText;
  errors: Partial<Record<keyof OptionValuesText, string>>;
  onChange: (text: OptionValuesText) => void;
}

/**
 * What a glazing or frame option sets for the element (ADR 063), typed as on the manufacturer's sheet for the
 * element with this option; an empty field keeps the product's value.
 */
export function OptionValuesFields({ text, errors, onChange }: Props) {
  const set = (field: keyof OptionValuesText) => (event: { target: { value: string } }) =>
    onChange({ ...text, [field]: event.target.value });
  return (
    <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-3">
      <legend className="text-sm font-medium text-slate-800">Kennwerte mit dieser Option (leer: Wert des Produkts)</legend>
      <TextField label="Uw bzw. Ud in W/(m²K)" inputMode="decimal" value={text.u} error={errors.u} onChange={set('u')} />
      <TextField label="Ug in W/(m²K)" inputMode="decimal" value={text.ug} error={errors.ug} onChange={set('ug')} />
      <TextField label="g-Wert" inputMode="decimal" value={text.g} error={errors.g} onChange={set('g')} />
      <TextField label="Rw in dB" inputMode="numeric" value={text.rw} error={errors.rw} onChange={set('rw')} />
      <SelectField
        label="Widerstandsklasse"
        value={text.rc}
        error={errors.rc}
        onChange={(event) => onChange({ ...text, rc: event.target.value as RcClass | '' })}
      >
        <option value="">Wie das Produkt</option>
        {rcClasses.map((rc) => (
          <option key={rc} value={rc}>
            {rc}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
