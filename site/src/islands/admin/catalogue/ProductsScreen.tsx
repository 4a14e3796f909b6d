import { useMemo, useState } from 'react';
import { catalogueScreenMessages } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { formatCents } from '#shared/format.ts';
import { priceGridEditorMessages } from '#features/catalogue/contract/price-grid-editor-messages.ts';
import { configuratorCategoryLabels, type ConfiguratorCategory } from '#shared/labels.ts';
import { createProduct, deleteProduct, loadProductLines, loadProducts, updateProduct, type ProductInput, type ProductJson } from './api.ts';
import { ActiveBadge } from '../ui/ActiveBadge.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { RowActions, RowButton } from '../ui/RowActions.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { OptionAssignmentDialog } from './OptionAssignmentDialog.tsx';
import { PriceGridDialog, salesGridOf } from './price-grid/PriceGridDialog.tsx';
import { ProductFormDialog } from './ProductFormDialog.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { useRowEditing } from './use-row-editing.ts';

/**
 * /admin/products: the products with create, edit, delete, the "Optionen" dialog
 * and the size price grid's editor (ADR 024).
 */
export default function ProductsScreen() {
  const { data, state, reload } = useLoad(async (signal) => {
    const [products, lines] = await Promise.all([
      loadProducts(signal).catch(() => Promise.reject(new Error(catalogueScreenMessages.productsLoadFailed))),
      loadProductLines(signal).catch(() => Promise.reject(new Error(catalogueScreenMessages.linesLoadFailed))),
    ]);
    return { products, lines };
  }, 'products');
  const [assigning, setAssigning] = useState<ProductJson | null>(null);
  const [gridOf, setGridOf] = useState<ProductJson | null>(null);
  const gridTarget = useMemo(() => gridOf && salesGridOf(gridOf), [gridOf]);
  const { editing, open, close, saving, errors, save: run, remove: ask, dialog } = useRowEditing<ProductJson>(reload);

  const lines = data?.lines ?? [];
  const lineName = (id: number | null) => lines.find((line) => line.id === id)?.name ?? '–';

  const save = (input: ProductInput) =>
    run(
      () => (editing ? updateProduct(editing.id, input) : createProduct(input)),
      editing ? catalogueScreenMessages.productUpdated : catalogueScreenMessages.productCreated,
      catalogueScreenMessages.productSaveFailed,
    );

  const remove = (product: ProductJson) =>
    ask(
      'Produkt löschen',
      catalogueScreenMessages.productDeleteConfirm,
      () => deleteProduct(product.id),
      catalogueScreenMessages.productDeleted,
      catalogueScreenMessages.productDeleteFailed,
    );

  const columns: Column<ProductJson>[] = [
    {
      key: 'name',
      header: 'Produkt',
      cell: (product) => (
        <>
          <span className="font-semibold">{product.name}</span>
          {product.description && <span className="block max-w-md text-slate-600">{product.description}</span>}
        </>
      ),
    },
    { key: 'line', header: 'Produktlinie', cell: (product) => lineName(product.product_line_id) },
    {
      key: 'category',
      header: 'Hauptkategorie',
      cell: (product) => configuratorCategoryLabels[product.category as ConfiguratorCategory] ?? product.category,
    },
    { key: 'price', header: 'Grundpreis', cell: (product) => formatCents(product.base_price) },
    {
      key: 'grid',
      header: priceGridEditorMessages.productsColumn,
      cell: ({ price_grid: grid }) => (grid ? priceGridEditorMessages.gridSize(grid.widths.length, grid.heights.length) : '–'),
    },
    { key: 'active', header: 'Status', cell: (product) => <ActiveBadge active={product.active} /> },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (product) => (
        <RowActions>
          <RowButton label="Bearbeiten" target={product.name} onClick={() => open(product)} />
          <RowButton label="Optionen" target={product.name} onClick={() => setAssigning(product)} />
          <RowButton label={priceGridEditorMessages.productsColumn} target={product.name} onClick={() => setGridOf(product)} />
          <RowButton label="Löschen" target={product.name} destructive onClick={() => remove(product)} />
        </RowActions>
      ),
    },
  ];

  return (
    <section className="card grid grid-cols-1 gap-5" aria-labelledby="admin-screen-title">
      <ScreenTitle title="Produkte">
        <button type="button" className="btn-primary" onClick={() => open(null)} disabled={!data}>
          Neues Produkt
        </button>
      </ScreenTitle>
      <LoadState
        state={state}
        error={catalogueScreenMessages.productsLoadFailed}
        empty={data && data.products.length === 0 ? catalogueScreenMessages.productsEmpty : null}
        onRetry={reload}
      >
        {data && <DataTable caption="Produkte" columns={columns} rows={data.products} rowLabel={(product) => product.name} />}
      </LoadState>
      <ProductFormDialog
        editing={editing}
        lines={lines}
        saving={saving}
        errors={errors}
        onSave={save}
        onClose={close}
        grid={data?.products.find((product) => product.id === editing?.id)?.price_grid ?? null}
        onEditGrid={setGridOf}
      />
      <OptionAssignmentDialog product={assigning} onClose={() => setAssigning(null)} />
      <PriceGridDialog
        target={gridTarget}
        onClose={() => setGridOf(null)}
        onSaved={() => {
          setGridOf(null);
          reload();
        }}
      />
      {dialog}
    </section>
  );
}
