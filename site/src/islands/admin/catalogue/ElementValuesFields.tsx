import { elementKindLabels, elementKinds, rcClasses, uSymbol, type ElementKind, type RcClass } from '#shared/element-values.ts';
import type { ElementValuesText } from '#features/catalogue/contract/element-values-input.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';

interface Props {
  text: ElementValuesText;
  errors: Partial<Record<keyof ElementValuesText, string>>;
  onChange: (text: ElementValuesText) => void;
}

/** The declared values of a window or door (ADR 063), typed with a decimal comma as on the manufacturer's sheet. */
export function ElementValuesFields({ text, errors, onChange }: Props) {
  const set = (field: keyof ElementValuesText) => (event: { target: { value: string } }) =>
    onChange({ ...text, [field]: event.target.value });
  return (
    <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-3">
      <legend className="text-sm font-medium text-slate-800">Kennwerte laut Hersteller (Normgröße, EN 14351-1)</legend>
      <SelectField
        label="Art des Elements"
        value={text.kind}
        error={errors.kind}
        onChange={(event) => onChange({ ...text, kind: event.target.value as ElementKind | '' })}
      >
        <option value="">Keine Kennwerte</option>
        {elementKinds.map((kind) => (
          <option key={kind} value={kind}>
            {elementKindLabels[kind]}
          </option>
        ))}
      </SelectField>
      {text.kind !== '' && (
        <>
          <TextField
            label={`${uSymbol(text.kind)} in W/(m²K)`}
            required
            inputMode="decimal"
            value={text.u}
            error={errors.u}
            onChange={set('u')}
          />
          <TextField label="Ug in W/(m²K)" inputMode="decimal" value={text.ug} error={errors.ug} onChange={set('ug')} />
          <TextField label="g-Wert" inputMode="decimal" value={text.g} error={errors.g} onChange={set('g')} />
          <TextField label="Rw in dB" inputMode="numeric" value={text.rw} error={errors.rw} onChange={set('rw')} />
          <SelectField
            label="Widerstandsklasse"
            value={text.rc}
            error={errors.rc}
            onChange={(event) => onChange({ ...text, rc: event.target.value as RcClass | '' })}
          >
            <option value="">Keine</option>
            {rcClasses.map((rc) => (
              <option key={rc} value={rc}>
                {rc}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </fieldset>
  );
}
