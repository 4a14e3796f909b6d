import { useEffect, useState } from 'react';
import { catalogueScreenMessages } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { formatModifier } from '#features/catalogue/contract/price-input.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { SelectField } from '../../ui/Field.tsx';
import { assignOption, loadAssignments, loadOptionCategories, loadProducts, loadShopOptions, unassignOption } from './api.ts';
import { useAddressQuery } from '../use-address-query.ts';
import { ActiveBadge } from '../ui/ActiveBadge.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { groupOptions } from './option-groups.ts';
import { useLoad } from '../../ui/use-load.ts';

/** The assignment screen's fixed category list, in this order. */
const ASSIGNABLE_KEYS = [
  'profile_settings',
  'farbe_und_dekore',
  'sonderfarben',
  'aludec_woodec',
  'fenstertyp',
  'oberlicht_unterlicht',
  'oeffnungsart',
];

/**
 * /admin/product-options: a product's options, one category at a time, each box changing its assignment at
 * once. `category` (from the categories screen's "Optionen verwalten") narrows the products to that product
 * category; product and option category live in the address.
 */
export default function ProductOptionsScreen() {
  const { search, update } = useAddressQuery();
  const { data, state, reload } = useLoad(async (signal) => {
    const [products, categories, options] = await Promise.all([
      loadProducts(signal).catch(() => Promise.reject(new Error(catalogueScreenMessages.productsLoadFailed))),
      loadOptionCategories(signal),
      loadShopOptions(signal),
    ]);
    return {
      products,
      groups: groupOptions(
        categories.filter((category) => ASSIGNABLE_KEYS.includes(category.key)),
        options,
      ),
    };
  }, 'product-options');
  const [assigned, setAssigned] = useState<Set<number> | 'loading' | 'error'>('loading');
  const [busy, setBusy] = useState<number | null>(null);

  const productCategory = Number(search.get('category')) || null;
  const products = (data?.products ?? []).filter((product) => productCategory === null || product.category_ids.includes(productCategory));
  const product = products.find((candidate) => String(candidate.id) === search.get('product')) ?? products[0];
  const groups = (data?.groups ?? []).sort((a, b) => ASSIGNABLE_KEYS.indexOf(a.category.key) - ASSIGNABLE_KEYS.indexOf(b.category.key));
  const group = groups.find((candidate) => candidate.category.key === search.get('group')) ?? groups[0];

  const productId = product?.id;
  useEffect(() => {
    if (productId === undefined) return;
    const abort = new AbortController();
    setAssigned('loading');
    loadAssignments(productId, abort.signal)
      .then((rows) => setAssigned(new Set(rows.map((row) => row.option_id))))
      .catch(() => !abort.signal.aborted && setAssigned('error'));
    return () => abort.abort();
  }, [productId]);

  async function toggle(optionId: number, checked: boolean) {
    if (!product || !(assigned instanceof Set)) return;
    setBusy(optionId);
    try {
      if (checked) await assignOption(product.id, optionId);
      else await unassignOption(product.id, optionId);
      setAssigned((current) => {
        const next = new Set(current instanceof Set ? current : []);
        if (checked) next.add(optionId);
        else next.delete(optionId);
        return next;
      });
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, catalogueScreenMessages.assignmentChangeFailed), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card grid grid-cols-1 gap-5" aria-labelledby="admin-screen-title">
      <ScreenTitle title="Optionszuweisungen" />
      <LoadState
        state={state}
        error={catalogueScreenMessages.optionsLoadFailed}
        empty={data && products.length === 0 ? catalogueScreenMessages.productsEmpty : null}
        onRetry={reload}
      >
        {product && (
          <>
            {productCategory !== null && (
              <p className="text-sm text-slate-700">
                Produkte der Produktkategorie {productCategory}.{' '}
                <button type="button" className="text-brand-700 underline" onClick={() => update({ category: null, product: null })}>
                  Alle Produkte zeigen
                </button>
              </p>
            )}
            <div className="max-w-sm">
              <SelectField label="Produkt" value={product.id} onChange={(event) => update({ product: event.target.value })}>
                {products.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="flex flex-wrap gap-2" role="group" aria-label="Optionskategorie">
              {groups.map((candidate) => (
                <button
                  key={candidate.category.id}
                  type="button"
                  className="chip"
                  aria-pressed={candidate === group}
                  onClick={() => update({ group: candidate.category.key }, { replace: true })}
                >
                  {candidate.category.name}
                </button>
              ))}
            </div>
            {assigned === 'loading' ? (
              <p className="text-slate-600" role="status">
                Wird geladen …
              </p>
            ) : assigned === 'error' ? (
              <p className="text-red-700" role="alert">
                {catalogueScreenMessages.assignmentsLoadFailed}
              </p>
            ) : !group || group.options.length === 0 ? (
              <p className="text-slate-600">{catalogueScreenMessages.optionsEmpty}</p>
            ) : (
              <fieldset>
                <legend className="font-semibold text-brand-900">{group.category.name}</legend>
                <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                  {group.options.map((option) => (
                    <li key={option.id}>
                      <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50">
                        <input
                          type="checkbox"
                          className="size-5 shrink-0 accent-brand-700"
                          checked={assigned.has(option.id)}
                          disabled={busy === option.id}
                          onChange={(event) => toggle(option.id, event.target.checked)}
                        />
                        <span className="min-w-0">
                          {option.name}{' '}
                          <span className="text-slate-600">({formatModifier(option.price_modifier, option.price_modifier_type)})</span>
                        </span>
                        {!option.active && <ActiveBadge active={false} />}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
