import type { ReactNode } from 'react';
import { formatCents } from '#shared/format.ts';
import { priceGridMessages } from '#features/catalogue/contract/price-grid-messages.ts';
import type { ShopProduct } from '../../../lib/catalogue.ts';
import { ChoiceCard } from '../../ui/ChoiceCard.tsx';
import { StepFrame } from '../../ui/StepFrame.tsx';

interface ProductChoiceStepProps {
  /** null while the products load. */
  products: ShopProduct[] | null;
  productId: number | null;
  takeFocus: boolean;
  footer: ReactNode;
  onPick: (productId: number) => void;
}

/** Step 0: the window to configure. */
export function ProductChoiceStep({ products, productId, takeFocus, footer, onPick }: ProductChoiceStepProps) {
  return (
    <StepFrame title="Produkt wählen" intro="Welches Fenster möchten Sie konfigurieren?" takeFocus={takeFocus} footer={footer}>
      {products === null ? (
        <p role="status" className="text-slate-600">
          Produkte werden geladen...
        </p>
      ) : products.length === 0 ? (
        <p className="text-slate-600">Im Shop gibt es gerade keine Produkte. Gern erstellen wir Ihnen ein persönliches Angebot.</p>
      ) : (
        <div role="group" aria-label="Produkt" className="grid gap-3 sm:grid-cols-2">
          {products.map((candidate) => (
            <ChoiceCard
              key={candidate.id}
              selected={productId === candidate.id}
              onSelect={() => onPick(candidate.id)}
              title={candidate.name}
              description={candidate.description}
              extra={
                <span className="mt-2 block text-sm font-semibold text-brand-800">
                  {priceGridMessages.startingPrice} {formatCents(candidate.base_price)}
                </span>
              }
            />
          ))}
        </div>
      )}
    </StepFrame>
  );
}
