import { glazingLabels, glazings, materialLabels, materials, type Glazing, type Material } from '#shared/labels.ts';
import { ChoiceCardGroup } from '../../ui/ChoiceCard.tsx';

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

const materialCard = (value: Material) => ({ title: materialLabels[value], description: materialHelp[value] });
const glazingCard = (value: Glazing) => ({ title: glazingLabels[value], description: glazingHelp[value] });

interface MaterialStepProps {
  material: Material | null;
  glazing: Glazing | null;
  /** The answers the carried configuration gave: stated, not asked again. */
  fromConfiguration: readonly ('material' | 'verglasung')[];
  onMaterial: (value: Material) => void;
  onGlazing: (value: Glazing) => void;
}

/** Step 4: material and glazing; the second of the two choices advances after 300 ms. */
export function MaterialStep({ material, glazing, fromConfiguration, onMaterial, onGlazing }: MaterialStepProps) {
  const fixedMaterial = fromConfiguration.includes('material') && material;
  const fixedGlazing = fromConfiguration.includes('verglasung') && glazing;
  return (
    <div className="grid gap-8">
      {(fixedMaterial || fixedGlazing) && (
        <p className="rounded-lg bg-brand-50 p-4 text-slate-700" data-testid="from-configuration">
          Aus Ihrer Konfiguration:{' '}
          {[fixedMaterial && materialLabels[fixedMaterial], fixedGlazing && glazingLabels[fixedGlazing]].filter(Boolean).join(', ')}
        </p>
      )}
      {!fixedMaterial && (
        <ChoiceCardGroup legend="Material" values={materials} selected={material} onSelect={onMaterial} card={materialCard} />
      )}
      {!fixedGlazing && (
        <ChoiceCardGroup legend="Verglasung" wide values={glazings} selected={glazing} onSelect={onGlazing} card={glazingCard} />
      )}
    </div>
  );
}
