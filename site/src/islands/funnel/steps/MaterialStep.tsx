import { glazingLabels, glazings, materialLabels, materials, type Glazing, type Material } from '#shared/labels.ts';
import { ChoiceCard } from '../../ui/ChoiceCard.tsx';

const materialHelp: Record<Material, string> = {
  kunststoff: 'Pflegeleicht, gut gedämmt, preiswert',
  holz: 'Natürlich, warm, langlebig bei Pflege',
  'holz-alu': 'Innen Holz, außen wetterfestes Aluminium',
  alu: 'Schlank, stabil, für große Flächen',
};

const glazingHelp: Record<Glazing, string> = {
  '2-fach': 'Solider Standard für Nebenräume',
  '3-fach': 'Beste Wärmedämmung, förderfähig',
  unsicher: 'Wir beraten Sie gern',
};

interface MaterialStepProps {
  material: Material | null;
  glazing: Glazing | null;
  onMaterial: (value: Material) => void;
  onGlazing: (value: Glazing) => void;
}

/** Step 4: material and glazing; the second of the two choices advances after 300 ms. */
export function MaterialStep({ material, glazing, onMaterial, onGlazing }: MaterialStepProps) {
  return (
    <div className="grid gap-8">
      <fieldset>
        <legend className="text-lg font-semibold text-brand-900">Material</legend>
        <div role="group" aria-label="Material" className="mt-3 grid gap-3 sm:grid-cols-2">
          {materials.map((value) => (
            <ChoiceCard
              key={value}
              selected={material === value}
              onSelect={() => onMaterial(value)}
              title={materialLabels[value]}
              description={materialHelp[value]}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-lg font-semibold text-brand-900">Verglasung</legend>
        <div role="group" aria-label="Verglasung" className="mt-3 grid gap-3 sm:grid-cols-3">
          {glazings.map((value) => (
            <ChoiceCard
              key={value}
              selected={glazing === value}
              onSelect={() => onGlazing(value)}
              title={glazingLabels[value]}
              description={glazingHelp[value]}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
