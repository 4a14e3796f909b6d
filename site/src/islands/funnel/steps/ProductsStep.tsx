import { AppWindow, Blinds, Bug, Columns2, DoorOpen, Info, MessageCircleQuestionMark, Warehouse } from 'lucide-react';
import { productFlags, type ProductFlag } from '#features/funnel/contract/funnel-steps.ts';
import { productKindHelp, productKindLabels, type ProductKind } from '#shared/labels.ts';
import { ChoiceCard } from '../../ui/ChoiceCard.tsx';

const icons: Record<ProductKind, typeof AppWindow> = {
  fenster: AppWindow,
  haustuer: DoorOpen,
  schiebetuer: Columns2,
  dachfenster: Warehouse,
  rollladen: Blinds,
  insektenschutz: Bug,
  andere: MessageCircleQuestionMark,
};

interface ProductsStepProps {
  products: Record<ProductFlag, boolean>;
  onToggle: (flag: ProductFlag) => void;
}

/** Step 2: several products; Rollläden and Insektenschutz come on top of a main product. */
export function ProductsStep({ products, onToggle }: ProductsStepProps) {
  return (
    <div className="grid gap-6">
      <div role="group" aria-label="Produkte (Mehrfachauswahl)" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {(Object.entries(productFlags) as [ProductFlag, ProductKind][]).map(([flag, kind]) => {
          const Icon = icons[kind];
          return (
            <ChoiceCard
              key={flag}
              selected={products[flag]}
              onSelect={() => onToggle(flag)}
              title={productKindLabels[kind]}
              description={productKindHelp[kind]}
              icon={<Icon size={24} aria-hidden="true" />}
            />
          );
        })}
      </div>
      <aside className="rounded-xl bg-brand-50 p-5 text-sm text-slate-700" aria-label="Hinweise zur Produktauswahl">
        <p className="flex items-center gap-2 font-semibold text-brand-900">
          <Info size={18} aria-hidden="true" /> Gut zu wissen
        </p>
        <ul className="mt-3 grid list-disc gap-2 pl-5">
          <li>Sie können mehrere Produkte wählen – alles kommt in ein gemeinsames Angebot.</li>
          <li>Rollläden und Insektenschutz bieten wir als Ergänzung zu Fenstern und Türen an.</li>
          <li>Unsicher? Wählen Sie „Sonstiges / Beratung“ – wir rufen Sie an.</li>
        </ul>
      </aside>
    </div>
  );
}
