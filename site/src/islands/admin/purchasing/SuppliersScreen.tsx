import { useState, type FormEvent } from 'react';
import { priceGridFileName } from '#features/catalogue/contract/price-grid-table.ts';
import { lessDiscount, type SupplierJson } from '#features/purchasing/contract/purchasing.ts';
import { purchaseScreenMessages as screen } from '#features/purchasing/contract/purchasing-messages.ts';
import { fieldMessagesOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextField } from '../../ui/Field.tsx';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { useBusyAction } from '../ui/busy-action.ts';
import { createSupplier, deleteSupplier, loadOptions, loadProducts, loadSuppliers, savePurchaseGrid, updateSupplier } from './api.ts';
import { draftOfSupplier, emptySupplier, supplierBodyOf, type SupplierDraft } from './supplier-form.ts';
import { PriceGridDialog, type GridTarget } from '../catalogue/price-grid/PriceGridDialog.tsx';
import type { ProductJson } from '../catalogue/api.ts';

type Editing = { id: number | null; draft: SupplierDraft } | null;

/**
 * /admin/suppliers, Katalog → Lieferanten (issue 49): the manufacturers the office orders from, each with
 * its order address, our customer number, lead time and discount, its products and the article codes of
 * the options. A product names one supplier: ticking it here moves it from any other.
 */
export default function SuppliersScreen() {
  const { data, setData, state, reload } = useLoad((signal) => loadSuppliers(signal), 'suppliers');
  const { data: products } = useLoad((signal) => loadProducts(signal), 'products');
  const { data: options } = useLoad((signal) => loadOptions(signal), 'options');
  const [editing, setEditing] = useState<Editing>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useBusyAction();
  const { confirm, dialog } = useConfirm();
  const [gridOf, setGridOf] = useState<GridTarget | null>(null);
  const gridSaved = () => {
    setGridOf(null);
    reload();
  };

  const edit = (id: number | null, draft: SupplierDraft) => {
    setErrors({});
    setEditing({ id, draft });
  };
  const set = (changes: Partial<SupplierDraft>) =>
    setEditing((current) => current && { ...current, draft: { ...current.draft, ...changes } });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const grids = new Map(
      (data ?? []).flatMap((supplier) => supplier.products.map((product) => [product.productId, product.priceGrid] as const)),
    );
    const checked = supplierBodyOf(editing.draft, grids);
    if (!checked.ok) return setErrors(checked.errors);
    await run(
      async () => {
        const saved = editing.id === null ? await createSupplier(checked.body) : await updateSupplier(editing.id, checked.body);
        showToast({ title: screen.saved, description: saved.name });
        setEditing(null);
        reload();
      },
      screen.saveFailed,
      (error) => setErrors(fieldMessagesOf(error)),
    );
  }

  async function remove(supplier: SupplierJson) {
    if (!(await confirm({ title: screen.deleteSupplier(supplier.name), message: '', confirmLabel: 'Löschen' }))) return;
    await run(async () => {
      await deleteSupplier(supplier.id);
      setData((data ?? []).filter((row) => row.id !== supplier.id));
    }, screen.saveFailed);
  }

  const field = (name: keyof SupplierDraft, label: string, extra: Record<string, unknown> = {}) =>
    editing && (
      <TextField
        label={label}
        value={editing.draft[name] as string}
        error={errors[name]}
        onChange={(event) => set({ [name]: event.target.value })}
        {...extra}
      />
    );

  return (
    <section className="card grid gap-5" aria-labelledby="admin-screen-title">
      <ScreenTitle title={screen.suppliers} />
      <LoadState state={state} error={screen.loadFailed} empty={null} onRetry={reload}>
        <ul className="grid gap-2" data-testid="suppliers">
          {(data ?? []).map((supplier) => (
            <li key={supplier.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3 text-sm">
              <span>
                <strong>{supplier.name}</strong> · {supplier.orderEmail} · {supplier.leadTimeWeeks} Wochen · {supplier.products.length}{' '}
                Produkte
              </span>
              <span className="flex gap-2">
                <button type="button" className="btn-outline" onClick={() => edit(supplier.id, draftOfSupplier(supplier))}>
                  Bearbeiten
                </button>
                <button type="button" className="btn-outline" disabled={busy} onClick={() => void remove(supplier)}>
                  Löschen
                </button>
              </span>
            </li>
          ))}
        </ul>
      </LoadState>
      {editing ? (
        <form className="grid gap-3" noValidate onSubmit={(event) => void save(event)}>
          <div className="grid gap-3 sm:grid-cols-2">
            {field('name', 'Name', { required: true })}
            {field('orderEmail', 'E-Mail für Bestellungen', { required: true, type: 'email' })}
            {field('street', 'Straße und Hausnummer', { required: true })}
            {field('postcode', 'PLZ', { required: true, inputMode: 'numeric' })}
            {field('city', 'Ort', { required: true })}
            {field('customerNumber', 'Unsere Kundennummer')}
            {field('leadTimeWeeks', 'Lieferzeit in Wochen', { inputMode: 'numeric' })}
            {field('discount', 'Rabatt auf den Listenpreis in %', { inputMode: 'decimal' })}
          </div>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold">Produkte dieses Lieferanten (eigener Rabatt in %, leer: der des Lieferanten)</legend>
            {(products ?? []).map((product) => {
              const own = editing.draft.products[product.id];
              return (
                <div key={product.id} className="flex flex-wrap items-end gap-3 text-sm">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-700"
                      checked={own !== undefined}
                      onChange={(event) => {
                        const next = { ...editing.draft.products };
                        if (event.target.checked) next[product.id] = '';
                        else delete next[product.id];
                        set({ products: next });
                      }}
                    />
                    {product.name}
                  </label>
                  {own !== undefined && (
                    <TextField
                      label={`Rabatt ${product.name}`}
                      inputMode="decimal"
                      value={own}
                      error={errors[`product-${product.id}`]}
                      onChange={(event) => set({ products: { ...editing.draft.products, [product.id]: event.target.value } })}
                    />
                  )}
                  {own !== undefined && (
                    <PurchaseGridButton
                      supplier={(data ?? []).find((supplier) => supplier.id === editing.id) ?? null}
                      product={product}
                      onEdit={setGridOf}
                    />
                  )}
                </div>
              );
            })}
          </fieldset>
          <details className="grid gap-2">
            <summary className="cursor-pointer text-sm font-semibold">Artikelnummern der Optionen</summary>
            <div className="grid gap-2 sm:grid-cols-2">
              {(options ?? []).map((option) => (
                <TextField
                  key={option.id}
                  label={`${option.category}: ${option.name}`}
                  value={editing.draft.articleCodes[option.id] ?? ''}
                  onChange={(event) => set({ articleCodes: { ...editing.draft.articleCodes, [option.id]: event.target.value } })}
                />
              ))}
            </div>
            {errors.articleCodes && <p className="text-sm text-red-700">{errors.articleCodes}</p>}
          </details>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              Speichern
            </button>
            <button type="button" className="btn-outline" onClick={() => setEditing(null)}>
              Abbrechen
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="btn-primary justify-self-start" onClick={() => edit(null, emptySupplier)}>
          {screen.newSupplier}
        </button>
      )}
      <PriceGridDialog target={gridOf} onClose={() => setGridOf(null)} onSaved={gridSaved} />
      {dialog}
    </section>
  );
}

/**
 * "Einkaufsraster" beside a product the saved supplier carries: its purchase prices by width and height,
 * which price the Bestellung and the Deckungsbeitrag instead of the discount (ADR 082).
 */
function PurchaseGridButton({
  supplier,
  product,
  onEdit,
}: {
  supplier: SupplierJson | null;
  product: ProductJson;
  onEdit: (target: GridTarget) => void;
}) {
  const carried = supplier?.products.find((own) => own.productId === product.id);
  if (!supplier || !carried) return <span className="pb-2 text-sm text-slate-600">{screen.purchaseGridAfterSave}</span>;
  const grid = carried.priceGrid;
  const discount = carried.discount ?? supplier.discount;
  const target: GridTarget = {
    title: screen.purchaseGridTitle(product.name, supplier.name),
    fileName: priceGridFileName(`${product.name} Einkauf ${supplier.name}`),
    grid,
    startPrice: lessDiscount(product.base_price, discount),
    texts: {
      empty: screen.purchaseGridEmpty,
      removeConfirm: screen.purchaseGridRemoveConfirm,
      saved: screen.purchaseGridSaved,
      removed: screen.purchaseGridRemoved,
    },
    store: (next) => savePurchaseGrid(supplier.id, product.id, next),
  };
  return (
    <button type="button" className="btn-outline" aria-label={`${screen.purchaseGrid} ${product.name}`} onClick={() => onEdit(target)}>
      {grid ? screen.purchaseGridOf(grid.widths.length, grid.heights.length) : screen.purchaseGrid}
    </button>
  );
}
