import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatCents } from '#shared/format.ts';
import {
  activeOptionSteps,
  nextShopStep,
  previousShopStep,
  shopOptionStepKeys,
  shopMessages,
  shopSteps,
  SIZE_LIMITS_MM,
  SIZE_STEP,
  type ShopOptionStepKey,
} from '#shared/shop.ts';
import { fieldErrors, firstErrors } from '#shared/validation.ts';
import { accountHomePath } from '#shared/login-paths.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import type { OptionGroup } from '../../stores/configurator.ts';
import { persistInSession } from '../../stores/persist.ts';
import { $session, clearSession, loadSession } from '../../stores/session.ts';
import {
  $shopWizard,
  pickShopProduct,
  resetShopWizard,
  selectShopOption,
  setShopSize,
  setShopStep,
  SHOP_WIZARD_KEY,
} from '../../stores/shop.ts';
import { showToast, showToastOnNextPage } from '../../stores/toast.ts';
import { ChoiceCard } from '../ui/ChoiceCard.tsx';
import { TextField } from '../ui/Field.tsx';
import { NavigationButtons } from '../ui/NavigationButtons.tsx';
import { StepFrame } from '../ui/StepFrame.tsx';
import { MaintenanceNotice } from './MaintenanceNotice.tsx';
import { chosenOptions, colourName, groupsByStep, shopTotal, type ShopProduct } from './selection.ts';
import { ShopStepper } from './ShopStepper.tsx';
import { ShopSummary } from './ShopSummary.tsx';

const LOGIN_PATH = '/login?next=/shop';
/** The size check (zod) is its own chunk, fetched once the size step shows (ADR 015). */
const loadSizeSchema = () => import('#shared/shop-schemas.ts');

/** The 10-step window shop (public-area.md sections 2, 4, 5, 9), saving to POST /api/shop/configurations. */
export default function ShopIsland() {
  const wizard = useStore($shopWizard);
  const [shopOpen, setShopOpen] = useState<boolean | null>(null);
  const [products, setProducts] = useState<ShopProduct[] | null>(null);
  const [loaded, setLoaded] = useState<{ productId: number; groups: OptionGroup[] } | null>(null);
  const [moved, setMoved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [sizeErrors, setSizeErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const stopPersisting = persistInSession($shopWizard, SHOP_WIZARD_KEY);
    loadSession();
    apiRequest<{ shop_enabled: boolean }>('/api/public/shop-status')
      .then((status) => setShopOpen(status.shop_enabled))
      .catch(() => setShopOpen(true));
    apiRequest<ShopProduct[]>('/api/public/products')
      .then((list) => setProducts(list.filter((product) => product.active)))
      .catch((error) => {
        console.error('Shop-Produkte konnten nicht geladen werden.', error);
        setProducts([]);
      });
    return stopPersisting;
  }, []);

  useEffect(() => {
    if (wizard.productId === null) return;
    const controller = new AbortController();
    apiRequest<OptionGroup[]>(`/api/product-options/${wizard.productId}`, { signal: controller.signal })
      .then((groups) => setLoaded({ productId: wizard.productId!, groups }))
      .catch((error) => {
        if (controller.signal.aborted) return;
        console.error('Optionen konnten nicht geladen werden.', error);
        resetShopWizard();
      });
    return () => controller.abort();
  }, [wizard.productId]);

  const product = products?.find((candidate) => candidate.id === wizard.productId);
  useEffect(() => {
    // A product that is no longer on offer cannot be configured further.
    if (products && wizard.productId !== null && !product) resetShopWizard();
  }, [products, product, wizard.productId]);

  useEffect(() => {
    if (wizard.step === SIZE_STEP) void loadSizeSchema();
  }, [wizard.step]);

  if (shopOpen === false) return <MaintenanceNotice />;

  const byStep = groupsByStep(loaded?.productId === wizard.productId ? loaded.groups : []);
  const optionsReady = wizard.productId !== null && loaded?.productId === wizard.productId;
  const available = new Set(byStep.keys());
  const colour = colourName(byStep, wizard);
  const chosen = product ? chosenOptions(product, byStep, wizard) : [];
  const total = product ? shopTotal(product, chosen) : 0;
  const asked = new Set<string>(activeOptionSteps(available, colour));
  const skipped = new Set(optionsReady ? shopOptionStepKeys.flatMap((stepKey, index) => (asked.has(stepKey) ? [] : [index + 1])) : []);

  const step = wizard.step;
  const key = shopSteps[step]!.key;
  const goTo = (target: number) => {
    setShopStep(target);
    setMoved(true);
  };

  async function save() {
    const { shopSizeSchema } = await loadSizeSchema();
    const size = shopSizeSchema.safeParse({ width: Number(wizard.width) || undefined, height: Number(wizard.height) || undefined });
    if (!size.success) {
      setSizeErrors(firstErrors(fieldErrors(size.error)));
      return;
    }
    setSizeErrors({});
    const session = $session.get();
    if (!session) {
      showToastOnNextPage({ title: shopMessages.loginTitle, description: shopMessages.login, variant: 'destructive' });
      window.location.assign(LOGIN_PATH);
      return;
    }
    setSaving(true);
    try {
      await apiRequest('/api/shop/configurations', {
        method: 'POST',
        token: session.token,
        body: {
          productId: product!.id,
          productName: product!.name,
          basePrice: product!.base_price,
          selectedOptions: Object.fromEntries(chosen.map(({ key: stepKey, choice, price }) => [stepKey, { id: choice.id, name: choice.label, price }])),
          totalPrice: total,
          dimensions: {
            ...size.data,
            minWidth: SIZE_LIMITS_MM.min,
            maxWidth: SIZE_LIMITS_MM.max,
            minHeight: SIZE_LIMITS_MM.min,
            maxHeight: SIZE_LIMITS_MM.max,
          },
        },
      });
      showToastOnNextPage({ title: shopMessages.savedTitle });
      resetShopWizard();
      // Straight to the role's own page: a detour through /dashboard would show an admin the toast there.
      window.location.assign(accountHomePath(session.user.role));
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 401) {
        clearSession();
        showToastOnNextPage({ title: shopMessages.loginTitle, description: shopMessages.login, variant: 'destructive' });
        window.location.assign(LOGIN_PATH);
        return;
      }
      if (error instanceof ApiError && error.status === 503) setShopOpen(false);
      showToast({ title: shopMessages.failedTitle, description: shopMessages.failed, variant: 'destructive' });
    }
  }

  const hasChoice = step === 0 ? product !== undefined : step < SIZE_STEP && wizard.selections[key as ShopOptionStepKey] !== undefined;
  const back = step > 0 ? () => goTo(previousShopStep(step, available, colour)) : undefined;
  const next = hasChoice ? () => goTo(step === 0 ? 1 : nextShopStep(step, available, colour)) : undefined;
  const group = byStep.get(key as ShopOptionStepKey);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="grid content-start gap-6">
        <ShopStepper current={step} skipped={skipped} />
        <div className="card p-5 sm:p-8">
          {step === 0 && (
            <StepFrame title="Produkt wählen" intro="Welches Fenster möchten Sie konfigurieren?" takeFocus={moved} footer={<NavigationButtons onNext={next} />}>
              {products === null ? (
                <p role="status" className="text-slate-600">Produkte werden geladen...</p>
              ) : products.length === 0 ? (
                <p className="text-slate-600">Im Shop gibt es gerade keine Produkte. Gern erstellen wir Ihnen ein persönliches Angebot.</p>
              ) : (
                <div role="group" aria-label="Produkt" className="grid gap-3 sm:grid-cols-2">
                  {products.map((candidate) => (
                    <ChoiceCard
                      key={candidate.id}
                      selected={wizard.productId === candidate.id}
                      onSelect={() => {
                        pickShopProduct(candidate.id);
                        setMoved(true);
                      }}
                      title={candidate.name}
                      description={candidate.description}
                      extra={<span className="mt-2 block text-sm font-semibold text-brand-800">ab {formatCents(candidate.base_price)}</span>}
                    />
                  ))}
                </div>
              )}
            </StepFrame>
          )}
          {step > 0 && step < SIZE_STEP && (
            <StepFrame title={shopSteps[step]!.title} takeFocus={moved} footer={<NavigationButtons onBack={back} onNext={next} />}>
              {!optionsReady ? (
                <p role="status" className="text-slate-600">Optionen werden geladen...</p>
              ) : group ? (
                <div role="group" aria-label={shopSteps[step]!.title} className="grid gap-3 sm:grid-cols-2">
                  {group.options.map((option) => (
                    <ChoiceCard
                      key={option.id}
                      selected={wizard.selections[key as ShopOptionStepKey] === option.id}
                      onSelect={() => selectShopOption(key as ShopOptionStepKey, option.id)}
                      title={option.label}
                      description={[option.description, option.price === 0 ? 'ohne Aufpreis' : `+ ${formatCents(option.price)}`].filter(Boolean).join(' · ')}
                      swatch={group.type === 'color' ? option.color_code : undefined}
                    />
                  ))}
                </div>
              ) : (
                <p className="text-slate-600">Für dieses Produkt gibt es hier keine Auswahl.</p>
              )}
            </StepFrame>
          )}
          {step === SIZE_STEP && (
            <StepFrame
              title="Größe"
              intro={`Breite und Höhe in Millimetern, jeweils ${SIZE_LIMITS_MM.min} bis ${SIZE_LIMITS_MM.max} mm.`}
              takeFocus={moved}
              footer={
                <>
                  <NavigationButtons onBack={back} />
                  <button type="button" className="btn-primary" onClick={save} disabled={saving}>
                    {saving ? 'Speichert...' : 'In den Warenkorb'}
                  </button>
                </>
              }
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Breite (mm)" type="number" inputMode="numeric" required min={SIZE_LIMITS_MM.min} max={SIZE_LIMITS_MM.max} value={wizard.width} error={sizeErrors.width} onChange={(event) => setShopSize('width', event.target.value)} />
                <TextField label="Höhe (mm)" type="number" inputMode="numeric" required min={SIZE_LIMITS_MM.min} max={SIZE_LIMITS_MM.max} value={wizard.height} error={sizeErrors.height} onChange={(event) => setShopSize('height', event.target.value)} />
              </div>
            </StepFrame>
          )}
        </div>
      </div>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <ShopSummary product={product} chosen={chosen} total={total} size={wizard.width && wizard.height ? `${wizard.width} × ${wizard.height} mm` : null} />
      </div>
    </div>
  );
}
