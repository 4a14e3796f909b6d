import type { OptionValuesText } from '#features/catalogue/contract/element-values-input.ts';
import { ValueInputs } from './ValueInputs.tsx';

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
  return (
    <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-3">
      <legend className="text-sm font-medium text-slate-800">Kennwerte mit dieser Option (leer: Wert des Produkts)</legend>
      <ValueInputs
        text={text}
        errors={errors}
        onChange={onChange}
        uLabel="Uw bzw. Ud in W/(m²K)"
        uRequired={false}
        noRcLabel="Wie das Produkt"
      />
    </fieldset>
  );
}
