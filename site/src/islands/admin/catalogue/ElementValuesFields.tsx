import { elementKindLabels, elementKinds, uSymbol, type ElementKind } from '#shared/element-values.ts';
import type { ElementValuesText } from '#features/catalogue/contract/element-values-input.ts';
import { SelectField } from '../../ui/Field.tsx';
import { ValueInputs } from './ValueInputs.tsx';

interface Props {
  text: ElementValuesText;
  errors: Partial<Record<keyof ElementValuesText, string>>;
  onChange: (text: ElementValuesText) => void;
}

/** The declared values of a window or door (ADR 063), typed with a decimal comma as on the manufacturer's sheet. */
export function ElementValuesFields({ text, errors, onChange }: Props) {
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
          <ValueInputs
            text={text}
            errors={errors}
            onChange={onChange}
            uLabel={`${uSymbol(text.kind)} in W/(m²K)`}
            uRequired
            noRcLabel="Keine"
          />
        </>
      )}
    </fieldset>
  );
}
