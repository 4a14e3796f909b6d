import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { configuratorMessages } from '#features/catalogue/contract/configurator.ts';
import { formatPrice } from '#shared/format.ts';
import {
  $configuratorForm,
  $configuratorLines,
  addLine,
  clearLines,
  editLine,
  removeLine,
  restoreConfigurator,
} from '../../stores/configurator.ts';
import { addToCart, cartAddedToast } from '../../stores/cart.ts';
import { showToast } from '../../stores/toast.ts';
import { cartMessages } from '#features/cart/contract/cart.ts';
import { cartLinesOf } from './cart-lines.ts';
import { carryLinesToFunnel } from '../../lib/carry-to-funnel.ts';
import { buildLine } from './line.ts';
import { LineSummary } from './LineSummary.tsx';
import { CategoryStep } from './steps/CategoryStep.tsx';
import { LineStep } from './steps/LineStep.tsx';
import { ProductStep } from './steps/ProductStep.tsx';
import { useConfiguratorCatalogue } from './use-configurator-catalogue.ts';

/** The configurator: category → product → options, sizes, quantity. */
export default function ConfiguratorIsland() {
  const form = useStore($configuratorForm);
  const lines = useStore($configuratorLines);
  const { products, productsFailed, optionGroups } = useConfiguratorCatalogue(form.productId);
  const [showErrors, setShowErrors] = useState(false);
  const [addedKey, setAddedKey] = useState<number | null>(null);

  useEffect(() => restoreConfigurator(), []);

  const product = products?.find((candidate) => candidate.id === form.productId);
  const draft = buildLine(product, optionGroups ?? [], form);

  function add() {
    if (!draft.line || !optionGroups) {
      setShowErrors(true);
      return;
    }
    setAddedKey(addLine(draft.line));
    setShowErrors(false);
    showToast({
      title: configuratorMessages.lineAddedTitle,
      description: `${draft.line.quantity} × ${draft.line.product.name} – ${formatPrice(draft.line.totalPrice)}`,
    });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="grid gap-8">
        <CategoryStep category={form.category} />
        {form.category && (
          <ProductStep
            products={products?.filter((candidate) => candidate.category === form.category) ?? null}
            failed={productsFailed}
            productId={form.productId}
          />
        )}
        {product && (
          <LineStep product={product} optionGroups={optionGroups} form={form} draft={draft} showErrors={showErrors} onAdd={add} />
        )}
      </div>

      <div className="lg:sticky lg:top-24 lg:self-start">
        <LineSummary
          lines={lines}
          onEdit={(key) => {
            editLine(key);
            setShowErrors(false);
          }}
          onRemove={removeLine}
          onClear={clearLines}
          addedKey={addedKey}
          onAddToCart={async () => {
            const failed = await addToCart(cartLinesOf(lines));
            if (failed) {
              showToast({ title: cartMessages.title, description: failed, variant: 'destructive' });
              return;
            }
            showToast(cartAddedToast(`${lines.length === 1 ? 'Eine Position' : `${lines.length} Positionen`} aus Ihrer Zusammenstellung`));
            clearLines();
          }}
          onRequestQuote={() => {
            carryLinesToFunnel(cartLinesOf(lines));
            window.location.assign('/funnel');
          }}
        />
      </div>
    </div>
  );
}
