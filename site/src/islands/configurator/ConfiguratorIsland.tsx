import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { CONFIGURATOR_LIMITS, configuratorMessages, dimensionsRequired } from '#shared/configurator.ts';
import { formatCents } from '#shared/format.ts';
import { configuratorCategories, configuratorCategoryLabels } from '#shared/labels.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { showToast } from '../../stores/toast.ts';
import {
  $configuratorForm,
  $configuratorLines,
  addLine,
  chooseCategory,
  chooseOption,
  chooseProduct,
  clearLines,
  editLine,
  removeLine,
  restoreConfigurator,
  setFormField,
  type CatalogueProduct,
  type OptionGroup,
} from '../../stores/configurator.ts';
import { ChoiceCard } from '../ui/ChoiceCard.tsx';
import { TextField } from '../ui/Field.tsx';
import { carryLinesToFunnel } from './carry-to-funnel.ts';
import { buildLine } from './line.ts';
import { LineSummary } from './LineSummary.tsx';
import { OptionFields } from './OptionFields.tsx';

/** The configurator (public-area.md sections 2, 5, 9): category → product → options, sizes, quantity. */
export default function ConfiguratorIsland() {
  const form = useStore($configuratorForm);
  const lines = useStore($configuratorLines);
  const [products, setProducts] = useState<CatalogueProduct[] | null>(null);
  const [productsFailed, setProductsFailed] = useState(false);
  const [groups, setGroups] = useState<{ productId: number; groups: OptionGroup[] } | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [addedKey, setAddedKey] = useState<number | null>(null);

  useEffect(() => {
    restoreConfigurator();
    apiRequest<CatalogueProduct[]>('/api/products')
      .then(setProducts)
      .catch((error) => {
        console.error('Produkte konnten nicht geladen werden.', error);
        setProductsFailed(true);
      });
  }, []);

  // Options are read only once a product is chosen (public-area.md section 7).
  useEffect(() => {
    if (form.productId === null) return;
    const controller = new AbortController();
    setGroups(null);
    apiRequest<OptionGroup[]>(`/api/product-options/${form.productId}`, { signal: controller.signal })
      .then((loaded) => setGroups({ productId: form.productId!, groups: loaded.filter((group) => group.type !== 'dimensions') }))
      .catch((error) => {
        if (!controller.signal.aborted) console.error('Optionen konnten nicht geladen werden.', error);
      });
    return () => controller.abort();
  }, [form.productId]);

  const product = products?.find((candidate) => candidate.id === form.productId);
  const optionGroups = groups && groups.productId === form.productId ? groups.groups : null;
  const draft = buildLine(product, optionGroups ?? [], form);
  const inCategory = products?.filter((candidate) => candidate.category === form.category) ?? [];
  const quantity = Number(form.quantity) || 1;

  function add() {
    if (!draft.line || !optionGroups) {
      setShowErrors(true);
      return;
    }
    setAddedKey(addLine(draft.line));
    setShowErrors(false);
    showToast({ title: configuratorMessages.lineAddedTitle, description: `${draft.line.quantity} × ${draft.line.product.name} – ${formatCents(draft.line.totalPrice)}` });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="grid gap-8">
        <section className="card" aria-labelledby="kategorie-titel">
          <h2 id="kategorie-titel" className="text-lg font-bold text-brand-900">1. Kategorie</h2>
          <div role="group" aria-label="Kategorie" className="mt-4 grid gap-3 sm:grid-cols-2">
            {configuratorCategories.map((category) => (
              <ChoiceCard key={category} selected={form.category === category} onSelect={() => chooseCategory(category)} title={configuratorCategoryLabels[category]} />
            ))}
          </div>
        </section>

        {form.category && (
          <section className="card" aria-labelledby="produkt-titel">
            <h2 id="produkt-titel" className="text-lg font-bold text-brand-900">2. Produkt</h2>
            {products === null && !productsFailed && <p className="mt-3 text-slate-600" role="status">{configuratorMessages.loadingProducts}</p>}
            {productsFailed && <p className="mt-3 text-red-700">Die Produkte konnten nicht geladen werden. Bitte laden Sie die Seite neu.</p>}
            {products !== null && inCategory.length === 0 && <p className="mt-3 text-slate-600">In dieser Kategorie gibt es derzeit keine Produkte.</p>}
            <div role="group" aria-label="Produkt" className="mt-4 grid gap-3 sm:grid-cols-2">
              {inCategory.map((candidate) => (
                <ChoiceCard
                  key={candidate.id}
                  selected={form.productId === candidate.id}
                  onSelect={() => chooseProduct(candidate.id)}
                  title={candidate.name}
                  description={candidate.description}
                  extra={<span className="mt-2 block text-sm font-semibold text-brand-800">ab {formatCents(candidate.base_price)}</span>}
                />
              ))}
            </div>
          </section>
        )}

        {product && (
          <section className="card" aria-labelledby="optionen-titel">
            <h2 id="optionen-titel" className="text-lg font-bold text-brand-900">3. Ausstattung, Maße und Menge</h2>
            <div className="mt-4 grid gap-6">
              {optionGroups === null ? (
                <p className="text-slate-600" role="status">{configuratorMessages.loadingOptions}</p>
              ) : (
                <OptionFields groups={optionGroups} choices={form.choices} missing={showErrors ? (draft.errors.missing ?? []) : []} onChoose={chooseOption} />
              )}
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField
                  label="Breite (cm)"
                  inputMode="decimal"
                  required={dimensionsRequired(product.category)}
                  value={form.width}
                  hint={`${CONFIGURATOR_LIMITS.width.min}–${CONFIGURATOR_LIMITS.width.max} cm`}
                  error={(showErrors || form.width) && draft.errors.width ? draft.errors.width : undefined}
                  onChange={(event) => setFormField('width', event.target.value)}
                />
                <TextField
                  label="Höhe (cm)"
                  inputMode="decimal"
                  required={dimensionsRequired(product.category)}
                  value={form.height}
                  hint={`${CONFIGURATOR_LIMITS.height.min}–${CONFIGURATOR_LIMITS.height.max} cm`}
                  error={(showErrors || form.height) && draft.errors.height ? draft.errors.height : undefined}
                  onChange={(event) => setFormField('height', event.target.value)}
                />
                <TextField
                  label="Menge"
                  type="number"
                  min={CONFIGURATOR_LIMITS.quantity.min}
                  max={CONFIGURATOR_LIMITS.quantity.max}
                  required
                  value={form.quantity}
                  error={draft.errors.quantity}
                  onChange={(event) => setFormField('quantity', event.target.value)}
                />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-brand-50 p-4">
                <p>
                  <span className="block text-sm text-slate-600">Preis dieser Position</span>
                  <span className="text-2xl font-bold text-brand-900" data-testid="line-price">
                    {formatCents(draft.unitPrice * quantity)}
                  </span>
                  {quantity > 1 && <span className="ml-2 text-sm text-slate-600">({quantity} × {formatCents(draft.unitPrice)})</span>}
                </p>
                <button
                  type="button"
                  className="btn-primary"
                  onClick={add}
                  disabled={optionGroups === null || Boolean(draft.errors.width || draft.errors.height || draft.errors.quantity)}
                >
                  Hinzufügen
                </button>
              </div>
            </div>
          </section>
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
          onRequestQuote={() => {
            carryLinesToFunnel(lines);
            window.location.assign('/funnel');
          }}
        />
      </div>
    </div>
  );
}
