import { useEffect, useState } from 'react';
import { catalogueScreenMessages } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { optionCategoryTypeLabels } from '#shared/labels.ts';
import { formatModifier } from '#features/catalogue/contract/price-input.ts';
import { SelectField } from '../../ui/Field.tsx';
import { loadGlobalOptionCategories, loadGlobalOptions, type OptionCategoryJson, type ShopOptionJson } from './api.ts';
import { useAddressQuery } from '../use-address-query.ts';
import { ActiveBadge } from '../ui/ActiveBadge.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { useLoad } from '../../ui/use-load.ts';

const categoryColumns: Column<OptionCategoryJson>[] = [
  { key: 'name', header: 'Name', cell: (category) => <span className="font-semibold">{category.name}</span> },
  { key: 'type', header: 'Typ', cell: (category) => optionCategoryTypeLabels[category.type] ?? category.type },
  { key: 'order', header: 'Reihenfolge', cell: (category) => category.order_index },
  { key: 'active', header: 'Status', cell: (category) => <ActiveBadge active={category.active} /> },
];

const optionColumns: Column<ShopOptionJson>[] = [
  { key: 'name', header: 'Name', cell: (option) => <span className="font-semibold">{option.name}</span> },
  { key: 'price', header: 'Preisänderung', cell: (option) => formatModifier(option.price_modifier, option.price_modifier_type) },
  { key: 'order', header: 'Reihenfolge', cell: (option) => option.order_index },
  { key: 'active', header: 'Status', cell: (option) => <ActiveBadge active={option.active} /> },
];

/**
 * /admin/global-options: the same option categories and options as the shop, read only in two tabs (the spec
 * wires up no save calls here; changes are made in "Produktverwaltung").
 */
export default function GlobalOptionsScreen() {
  const { search, update } = useAddressQuery();
  const tab = search.get('tab') === 'optionen' ? 'optionen' : 'kategorien';
  const { data: categories, state, reload } = useLoad((signal) => loadGlobalOptionCategories(signal), 'global-categories');
  const selected = categories?.find((category) => String(category.id) === search.get('category')) ?? categories?.[0];
  const selectedId = selected?.id;
  const [options, setOptions] = useState<ShopOptionJson[] | 'loading' | 'error'>('loading');

  useEffect(() => {
    if (tab !== 'optionen' || selectedId === undefined) return;
    const abort = new AbortController();
    setOptions('loading');
    loadGlobalOptions(selectedId, abort.signal)
      .then(setOptions)
      .catch(() => !abort.signal.aborted && setOptions('error'));
    return () => abort.abort();
  }, [tab, selectedId]);

  return (
    <section className="card grid grid-cols-1 gap-5" aria-labelledby="admin-screen-title">
      <ScreenTitle title="Globale Optionen" />
      <div className="flex gap-2" role="group" aria-label="Ansicht">
        <button type="button" className="chip" aria-pressed={tab === 'kategorien'} onClick={() => update({ tab: null })}>
          Kategorien
        </button>
        <button type="button" className="chip" aria-pressed={tab === 'optionen'} onClick={() => update({ tab: 'optionen' })}>
          Optionen
        </button>
      </div>
      <p className="text-sm text-slate-600">Änderungen an Kategorien und Optionen nehmen Sie unter „Produktverwaltung“ vor.</p>
      <LoadState
        state={state}
        error={catalogueScreenMessages.categoriesLoadFailed}
        empty={categories && categories.length === 0 ? catalogueScreenMessages.optionCategoriesEmpty : null}
        onRetry={reload}
      >
        {categories && tab === 'kategorien' && (
          <DataTable caption="Optionskategorien" columns={categoryColumns} rows={categories} rowLabel={(category) => category.name} />
        )}
        {selected && tab === 'optionen' && (
          <>
            <div className="max-w-sm">
              <SelectField
                label="Kategorie"
                value={selected.id}
                onChange={(event) => update({ category: event.target.value }, { replace: true })}
              >
                {categories!.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </SelectField>
            </div>
            {options === 'loading' ? (
              <p className="text-slate-600" role="status">
                Wird geladen …
              </p>
            ) : options === 'error' ? (
              <p className="text-red-700" role="alert">
                {catalogueScreenMessages.optionsLoadFailed}
              </p>
            ) : options.length === 0 ? (
              <p className="text-slate-600">{catalogueScreenMessages.optionsEmpty}</p>
            ) : (
              <DataTable caption={`Optionen: ${selected.name}`} columns={optionColumns} rows={options} rowLabel={(option) => option.name} />
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
