import { configuratorCategories, configuratorCategoryLabels, type ConfiguratorCategory } from '#shared/labels.ts';
import { chooseCategory } from '../../../stores/configurator.ts';
import { ChoiceCard } from '../../ui/ChoiceCard.tsx';

/** Step 1: the category. */
export function CategoryStep({ category }: { category: ConfiguratorCategory | null }) {
  return (
    <section className="card" aria-labelledby="kategorie-titel">
      <h2 id="kategorie-titel" className="text-lg font-bold text-brand-900">
        1. Kategorie
      </h2>
      <div role="group" aria-label="Kategorie" className="mt-4 grid gap-3 sm:grid-cols-2">
        {configuratorCategories.map((candidate) => (
          <ChoiceCard
            key={candidate}
            selected={category === candidate}
            onSelect={() => chooseCategory(candidate)}
            title={configuratorCategoryLabels[candidate]}
          />
        ))}
      </div>
    </section>
  );
}
