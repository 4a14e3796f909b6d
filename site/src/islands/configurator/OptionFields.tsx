import type { OptionGroup } from '../../lib/catalogue.ts';
import { optionSurcharge } from '../../lib/option-surcharge.ts';
import { ChoiceCard } from '../ui/ChoiceCard.tsx';
import { SelectField } from '../ui/Field.tsx';

interface OptionFieldsProps {
  groups: OptionGroup[];
  choices: Record<number, number>;
  /** The price the options apply to at the typed size; null "auf Anfrage". */
  basis: number | null;
  /** The basis is the starting price, before a size: a percentage names itself, not a euro figure. */
  startingPrice: boolean;
  missing: string[];
  onChoose: (groupId: number, optionId: number | null) => void;
}

/** The product's options: a select per category, colour swatches for colour categories. */
export function OptionFields({ groups, choices, basis, startingPrice, missing, onChoose }: OptionFieldsProps) {
  return (
    <div className="grid gap-5">
      {groups.map((group) =>
        group.type === 'color' ? (
          <fieldset key={group.id}>
            <legend className="text-sm font-medium text-slate-800">
              {group.name}
              {group.required && <span aria-hidden="true"> *</span>}
            </legend>
            <div role="group" aria-label={group.name} className="mt-2 grid gap-2 sm:grid-cols-2">
              {group.options.map((option) => (
                <ChoiceCard
                  key={option.id}
                  selected={choices[group.id] === option.id}
                  onSelect={() => onChoose(group.id, choices[group.id] === option.id && !group.required ? null : option.id)}
                  title={option.label}
                  description={optionSurcharge(basis, option, startingPrice) ?? undefined}
                  swatch={option.color_code}
                />
              ))}
            </div>
            {missing.includes(group.name) && <p className="mt-1 text-sm font-medium text-red-700">Bitte wählen Sie eine Option.</p>}
          </fieldset>
        ) : (
          <SelectField
            key={group.id}
            label={group.name}
            required={group.required}
            value={choices[group.id] ?? ''}
            error={missing.includes(group.name) ? 'Bitte wählen Sie eine Option.' : undefined}
            onChange={(event) => onChoose(group.id, event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{group.required ? 'Bitte wählen' : 'Keine Auswahl'}</option>
            {group.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
                {optionSurcharge(basis, option, startingPrice) && ` (${optionSurcharge(basis, option, startingPrice)})`}
              </option>
            ))}
          </SelectField>
        ),
      )}
    </div>
  );
}
