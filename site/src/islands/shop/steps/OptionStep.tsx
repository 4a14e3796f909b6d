import type { ReactNode } from 'react';
import type { OptionGroup } from '../../../lib/catalogue.ts';
import { optionSurcharge } from '../../../lib/option-surcharge.ts';
import { ChoiceCard } from '../../ui/ChoiceCard.tsx';
import { StepFrame } from '../../ui/StepFrame.tsx';

interface OptionStepProps {
  title: string;
  /** The step's options; undefined when the product has none here, null while they load. */
  group: OptionGroup | undefined | null;
  selected: number | undefined;
  /** The price the options apply to: the size's grid price, the base price before a size, null "auf Anfrage". */
  basis: number | null;
  /** The basis is the starting price, before a size: a percentage names itself, not a euro figure. */
  startingPrice: boolean;
  takeFocus: boolean;
  footer: ReactNode;
  onSelect: (optionId: number) => void;
}

/** Steps 1 to 8: one option of the window. */
export function OptionStep({ title, group, selected, basis, startingPrice, takeFocus, footer, onSelect }: OptionStepProps) {
  return (
    <StepFrame title={title} takeFocus={takeFocus} footer={footer}>
      {group === null ? (
        <p role="status" className="text-slate-600">
          Optionen werden geladen...
        </p>
      ) : group ? (
        <div role="group" aria-label={title} className="grid gap-3 sm:grid-cols-2">
          {group.options.map((option) => (
            <ChoiceCard
              key={option.id}
              selected={selected === option.id}
              onSelect={() => onSelect(option.id)}
              title={option.label}
              description={[option.description, optionSurcharge(basis, option, startingPrice)].filter(Boolean).join(' · ')}
              swatch={group.type === 'color' ? option.color_code : undefined}
            />
          ))}
        </div>
      ) : (
        <p className="text-slate-600">Für dieses Produkt gibt es hier keine Auswahl.</p>
      )}
    </StepFrame>
  );
}
