import { rcClasses, type RcClass } from '#shared/element-values.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';

/** The five declared values as typed: decimal comma for U, Ug and g, whole dB, an RC class or none. */
export interface ValueInputsText {
  u: string;
  ug: string;
  g: string;
  rw: string;
  rc: RcClass | '';
}

interface Props<T extends ValueInputsText> {
  text: T;
  errors: Partial<Record<keyof ValueInputsText, string>>;
  onChange: (text: T) => void;
  /** "Uw in W/(m²K)" for a window, "Ud …" for a door, both for an option that may sit on either. */
  uLabel: string;
  /** The product's own values need a U value; an option's fields may all stay empty. */
  uRequired: boolean;
  /** What an empty RC choice means: "Keine" on a product, "Wie das Produkt" on an option. */
  noRcLabel: string;
}

/**
 * The value fields a product's and an option's form share (ADR 063), typed as on the manufacturer's sheet.
 */
export function ValueInputs<T extends ValueInputsText>({ text, errors, onChange, uLabel, uRequired, noRcLabel }: Props<T>) {
  const set = (field: keyof ValueInputsText) => (event: { target: { value: string } }) =>
    onChange({ ...text, [field]: event.target.value });
  return (
    <>
      <TextField label={uLabel} required={uRequired} inputMode="decimal" value={text.u} error={errors.u} onChange={set('u')} />
      <TextField label="Ug in W/(m²K)" inputMode="decimal" value={text.ug} error={errors.ug} onChange={set('ug')} />
      <TextField label="g-Wert" inputMode="decimal" value={text.g} error={errors.g} onChange={set('g')} />
      <TextField label="Rw in dB" inputMode="numeric" value={text.rw} error={errors.rw} onChange={set('rw')} />
      <SelectField label="Widerstandsklasse" value={text.rc} error={errors.rc} onChange={set('rc')}>
        <option value="">{noRcLabel}</option>
        {rcClasses.map((rc) => (
          <option key={rc} value={rc}>
            {rc}
          </option>
        ))}
      </SelectField>
    </>
  );
}
