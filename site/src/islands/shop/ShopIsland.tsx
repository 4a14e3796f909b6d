import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  activeOptionSteps,
  nextShopStep,
  previousShopStep,
  shopOptionStepKeys,
  shopSteps,
  SIZE_STEP,
  type ShopOptionStepKey,
} from '#features/shop/contract/shop.ts';
import { priceGridMessages } from '#features/catalogue/contract/price-grid-messages.ts';
import { persistInSession } from '../../stores/persist.ts';
import { loadSession } from '../../stores/session.ts';
import { $shopWizard, pickShopProduct, selectShopOption, setShopStep, SHOP_WIZARD_KEY } from '../../stores/shop.ts';
import { NavigationButtons } from '../ui/NavigationButtons.tsx';
import { MaintenanceNotice } from './MaintenanceNotice.tsx';
import { carryShopConfigurationToFunnel } from './carry-to-funnel.ts';
import { chosenOptions, colourName, groupsByStep, isStartingPrice, shopBasis, shopTotal, shopUnitPrice, typedSize } from './selection.ts';
import { ShopDrawing } from './ShopDrawing.tsx';
import { ShopStepper } from './ShopStepper.tsx';
import { ShopSummary } from './ShopSummary.tsx';
import { OptionStep } from './steps/OptionStep.tsx';
import { ProductChoiceStep } from './steps/ProductChoiceStep.tsx';
import { SizeStep } from './steps/SizeStep.tsx';
import { loadSizeSchema, useAddToCart } from './use-add-to-cart.ts';
import { useShopCatalogue } from './use-shop-catalogue.ts';

/** The 10-step window shop: which step shows, and where the buttons lead. */
export default function ShopIsland() {
  const wizard = useStore($shopWizard);
  const { shopOpen, products, product, groups } = useShopCatalogue(wizard.productId);
  const { add, saving, sizeErrors } = useAddToCart();
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    const stopPersisting = persistInSession($shopWizard, SHOP_WIZARD_KEY);
    loadSession();
    return stopPersisting;
  }, []);

  useEffect(() => {
    if (wizard.step === SIZE_STEP) void loadSizeSchema();
  }, [wizard.step]);

  const byStep = groupsByStep(groups ?? []);
  const optionsReady = wizard.productId !== null && groups !== null;
  const available = new Set(byStep.keys());
  const colour = colourName(byStep, wizard);
  const size = typedSize(wizard);
  const basis = product ? shopBasis(product, size) : null;
  const chosen = product ? chosenOptions(byStep, wizard, basis) : [];
  const total = product ? shopTotal(basis, chosen) : null;
  // A size without an online price ("auf Anfrage") is offered the quote request instead of the cart.
  const onRequest = product !== undefined && size !== null && total === null;
  const asked = new Set<string>(activeOptionSteps(available, colour));
  if (shopOpen === false) return <MaintenanceNotice />;
  const skipped = new Set(optionsReady ? shopOptionStepKeys.flatMap((stepKey, index) => (asked.has(stepKey) ? [] : [index + 1])) : []);

  const step = wizard.step;
  const key = shopSteps[step]!.key as ShopOptionStepKey;
  const goTo = (target: number) => {
    setShopStep(target);
    setMoved(true);
  };
  const hasChoice = step === 0 ? product !== undefined : step < SIZE_STEP && wizard.selections[key] !== undefined;
  const back = step > 0 ? () => goTo(previousShopStep(step, available, colour)) : undefined;
  const next = hasChoice ? () => goTo(step === 0 ? 1 : nextShopStep(step, available, colour)) : undefined;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="grid content-start gap-6">
        <ShopStepper current={step} skipped={skipped} />
        <div className="card p-5 sm:p-8">
          {step === 0 && (
            <ProductChoiceStep
              products={products}
              productId={wizard.productId}
              takeFocus={moved}
              footer={<NavigationButtons onNext={next} />}
              onPick={(productId) => {
                pickShopProduct(productId);
                setMoved(true);
              }}
            />
          )}
          {step > 0 && step < SIZE_STEP && (
            <OptionStep
              title={shopSteps[step]!.title}
              group={optionsReady ? byStep.get(key) : null}
              selected={wizard.selections[key]}
              basis={basis}
              startingPrice={product !== undefined && isStartingPrice(product, size)}
              takeFocus={moved}
              footer={<NavigationButtons onBack={back} onNext={next} />}
              onSelect={(optionId) => selectShopOption(key, optionId)}
            />
          )}
          {step === SIZE_STEP && (
            <SizeStep
              width={wizard.width}
              height={wizard.height}
              errors={sizeErrors}
              takeFocus={moved}
              size={size}
              total={total}
              footer={
                <>
                  <NavigationButtons onBack={back} />
                  {onRequest ? (
                    <button type="button" className="btn-primary" onClick={() => carryShopConfigurationToFunnel(product, chosen, size)}>
                      {priceGridMessages.requestQuote}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="btn-primary"
                      onClick={() => {
                        const unit = shopUnitPrice(basis, chosen);
                        if (product && unit !== null) void add(product, chosen, unit, wizard);
                      }}
                      disabled={saving}
                    >
                      {saving ? 'Speichert...' : 'In den Warenkorb'}
                    </button>
                  )}
                </>
              }
            />
          )}
        </div>
      </div>
      <div className="grid gap-4 lg:sticky lg:top-24 lg:self-start">
        {product && <ShopDrawing chosen={chosen} size={size} />}
        <ShopSummary product={product} chosen={chosen} basis={basis} total={total} size={size} />
      </div>
    </div>
  );
}
