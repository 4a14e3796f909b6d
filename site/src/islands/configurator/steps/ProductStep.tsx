import { configuratorMessages } from '#features/catalogue/contract/configurator.ts';
import type { CatalogueProduct } from '../../../lib/catalogue.ts';
import { chooseProduct } from '../../../stores/configurator.ts';
import { ProductCards } from '../../ui/ProductCards.tsx';

interface ProductStepProps {
  /** The products of the chosen category; null while the catalogue loads. */
  products: CatalogueProduct[] | null;
  failed: boolean;
  productId: number | null;
}

/** Step 2: the product of the chosen category. */
export function ProductStep({ products, failed, productId }: ProductStepProps) {
  return (
    <section className="card" aria-labelledby="produkt-titel">
      <h2 id="produkt-titel" className="text-lg font-bold text-brand-900">
        2. Produkt
      </h2>
      {products === null && !failed && (
        <p className="mt-3 text-slate-600" role="status">
          {configuratorMessages.loadingProducts}
        </p>
      )}
      {failed && <p className="mt-3 text-red-700">Die Produkte konnten nicht geladen werden. Bitte laden Sie die Seite neu.</p>}
      {products !== null && products.length === 0 && (
        <p className="mt-3 text-slate-600">In dieser Kategorie gibt es derzeit keine Produkte.</p>
      )}
      <ProductCards products={products ?? []} productId={productId} onPick={chooseProduct} className="mt-4 grid gap-3 sm:grid-cols-2" />
    </section>
  );
}
