import type { ReactNode } from 'react';
import type { ShopProduct } from '../../../lib/catalogue.ts';
import { ProductCards } from '../../ui/ProductCards.tsx';
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
        <ProductCards products={products} productId={productId} onPick={onPick} className="grid gap-3 sm:grid-cols-2" />
      )}
    </StepFrame>
  );
}
