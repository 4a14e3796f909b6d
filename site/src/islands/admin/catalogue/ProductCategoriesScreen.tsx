import { useEffect } from 'react';
import { catalogueMessages } from '#features/catalogue/contract/catalogue-messages.ts';
import { catalogueScreenMessages } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { showToast } from '../../../stores/toast.ts';
import { AdminLink } from '../AdminLink.tsx';
import {
  createProductCategory,
  deleteProductCategory,
  loadProductCategories,
  loadProductLines,
  updateProductCategory,
  type ProductCategoryJson,
} from './api.ts';
import { navigate } from '../router.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { RowActions, RowButton } from '../ui/RowActions.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { useRowEditing } from './use-row-editing.ts';

const lineIdOf = (search: string) => {
  const value = new URLSearchParams(search).get('line');
  return value && /^[1-9][0-9]*$/.test(value) ? Number(value) : null;
};

/**
 * /admin/product-categories?line={id}: a line's categories as cards.
 * Without a line it says so and goes back to the lines; the title's name comes from the list of lines.
 */
export default function ProductCategoriesScreen() {
  const lineId = lineIdOf(window.location.search);
  const nameInAddress = new URLSearchParams(window.location.search).get('name') ?? '';
  const { data, state, reload } = useLoad(
    async (signal) =>
      lineId === null ? null : { lines: await loadProductLines(signal), categories: await loadProductCategories(lineId, signal) },
    String(lineId),
  );
  const { editing, open, close, saving, errors, save: run, remove: ask, dialog } = useRowEditing<ProductCategoryJson>(reload);

  useEffect(() => {
    if (lineId !== null) return;
    showToast({ title: 'Fehler', description: catalogueScreenMessages.noLineGiven, variant: 'destructive' });
    navigate('/admin/product-lines', { replace: true });
  }, [lineId]);

  if (lineId === null)
    return (
      <p className="text-slate-700" role="alert">
        {catalogueScreenMessages.noLineGiven}
      </p>
    );

  const lineName = data?.lines.find((line) => line.id === lineId)?.name ?? nameInAddress;
  const categories = data?.categories ?? [];

  const save = (values: { name: string; description: string }) =>
    run(
      () => (editing ? updateProductCategory(editing.id, values) : createProductCategory({ ...values, product_line_id: lineId })),
      editing ? catalogueScreenMessages.categoryUpdated : catalogueScreenMessages.categoryAdded,
      editing ? catalogueScreenMessages.categoryUpdateFailed : catalogueScreenMessages.categoryAddFailed,
    );

  const remove = (category: ProductCategoryJson) =>
    ask(
      'Kategorie löschen',
      catalogueScreenMessages.categoryDeleteConfirm,
      () => deleteProductCategory(category.id),
      catalogueScreenMessages.categoryDeleted,
      catalogueScreenMessages.categoryDeleteFailed,
    );

  return (
    <section className="card grid grid-cols-1 gap-5" aria-labelledby="admin-screen-title">
      <nav aria-label="Brotkrumen" className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-2">
          <li>
            <AdminLink href="/admin/product-lines" className="text-brand-700 underline">
              Produktlinien
            </AdminLink>
            <span aria-hidden="true"> ›</span>
          </li>
          <li aria-current="page">{lineName || `Produktlinie ${lineId}`}</li>
        </ol>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="admin-screen-title" className="text-2xl font-bold text-brand-900">
          {catalogueScreenMessages.categoriesTitle(lineName)}
        </h1>
        {categories.length > 0 && (
          <button type="button" className="btn-primary" onClick={() => open(null)}>
            Neue Kategorie
          </button>
        )}
      </div>
      <LoadState state={state} error={catalogueScreenMessages.dataLoadFailed} empty={null} onRetry={reload}>
        {categories.length === 0 ? (
          <div className="py-8 text-center">
            <p className="text-slate-600">{catalogueScreenMessages.categoriesEmpty}</p>
            <button type="button" className="btn-primary mt-4" onClick={() => open(null)}>
              Erste Kategorie hinzufügen
            </button>
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Kategorien">
            {categories.map((category) => (
              <li key={category.id} className="grid gap-3 rounded-xl border border-slate-200 p-4" aria-label={category.name}>
                <div className="flex items-start justify-between gap-2">
                  <h2 className="text-lg font-semibold text-brand-900">{category.name}</h2>
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">ID: {category.id}</span>
                </div>
                {category.description && <p className="text-sm text-slate-700">{category.description}</p>}
                <RowActions>
                  <AdminLink
                    href={`/admin/product-options?category=${category.id}`}
                    className="btn min-h-9 border border-brand-700 bg-white px-3 py-1 text-sm text-brand-800 hover:bg-brand-50"
                    aria-label={`Optionen verwalten: ${category.name}`}
                  >
                    Optionen verwalten
                  </AdminLink>
                  <RowButton label="Bearbeiten" target={category.name} onClick={() => open(category)} />
                  <RowButton label="Löschen" target={category.name} destructive onClick={() => remove(category)} />
                </RowActions>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <CategoryDialog
        open={editing !== undefined}
        title={editing ? 'Kategorie bearbeiten' : 'Neue Kategorie'}
        initial={{ name: editing?.name ?? '', description: editing?.description ?? '' }}
        saving={saving}
        errors={errors}
        nameRequired={catalogueMessages.categoryNameRequired}
        onSave={save}
        onClose={close}
      />
      {dialog}
    </section>
  );
}
