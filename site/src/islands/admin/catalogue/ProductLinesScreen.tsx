import { catalogueScreenMessages } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { AdminLink } from '../AdminLink.tsx';
import {
  createProductLine,
  deleteProductLine,
  loadProductLines,
  updateProductLine,
  type ProductLineInput,
  type ProductLineJson,
} from './api.ts';
import { navigate } from '../router.ts';
import { ActiveBadge } from '../ui/ActiveBadge.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { RowActions, RowButton } from '../ui/RowActions.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { ProductLineDialog } from './ProductLineDialog.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { useRowEditing } from './use-row-editing.ts';

const byPriority = (a: ProductLineJson, b: ProductLineJson) => b.priority - a.priority || a.name.localeCompare(b.name, 'de');

/** /admin/product-lines, "Produktlinien Verwaltung". */
export default function ProductLinesScreen() {
  const { data: lines, state, reload } = useLoad((signal) => loadProductLines(signal), 'lines');
  const { editing, open, close, saving, errors, save: run, remove: ask, dialog } = useRowEditing<ProductLineJson>(reload);

  const all = lines ?? [];
  const topLevel = all.filter((line) => line.parent_id === null || !all.some((parent) => parent.id === line.parent_id)).sort(byPriority);
  const childrenOf = (id: number) => all.filter((line) => line.parent_id === id).sort(byPriority);

  const save = (input: ProductLineInput) =>
    run(
      () => (editing ? updateProductLine(editing.id, input) : createProductLine(input)),
      editing ? catalogueScreenMessages.lineUpdated : catalogueScreenMessages.lineCreated,
      catalogueScreenMessages.lineSaveFailed,
    );

  const remove = (line: ProductLineJson) =>
    ask(
      'Produktlinie löschen',
      catalogueScreenMessages.lineDeleteConfirm,
      () => deleteProductLine(line.id),
      catalogueScreenMessages.lineDeleted,
      catalogueScreenMessages.lineDeleteFailed,
    );

  const row = (line: ProductLineJson, child: boolean) => (
    <li
      key={line.id}
      className={`rounded-xl border border-slate-200 p-4 ${child ? 'ml-4 border-l-4 border-l-brand-200 sm:ml-10' : ''}`}
      aria-label={line.name}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-brand-900">
            {line.name} <ActiveBadge active={line.active} />
          </h2>
          {line.description && <p className="mt-1 text-sm text-slate-700">{line.description}</p>}
          <p className="mt-1 text-sm text-slate-600">Priorität: {line.priority}</p>
        </div>
        <RowActions>
          <AdminLink
            href={`/admin/product-categories?${new URLSearchParams({ line: String(line.id), name: line.name })}`}
            className="btn min-h-9 border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:bg-slate-50"
            aria-label={`Kategorien von ${line.name}`}
          >
            Kategorien
          </AdminLink>
          <RowButton label="Bearbeiten" target={line.name} onClick={() => open(line)} />
          <RowButton label="Löschen" target={line.name} destructive onClick={() => remove(line)} />
        </RowActions>
      </div>
    </li>
  );

  return (
    <section className="card grid grid-cols-1 gap-5" aria-labelledby="admin-screen-title">
      <ScreenTitle title="Produktlinien Verwaltung">
        <button type="button" className="btn-outline" onClick={() => navigate('/admin/dashboard')}>
          Zurück
        </button>
        <button type="button" className="btn-primary" onClick={() => open(null)}>
          Neue Produktlinie
        </button>
      </ScreenTitle>
      <LoadState state={state} error={catalogueScreenMessages.linesLoadFailed} empty={null} onRetry={reload}>
        {all.length === 0 ? (
          <div className="py-8 text-center">
            <p className="text-slate-600">{catalogueScreenMessages.linesEmpty}</p>
            <button type="button" className="btn-primary mt-4" onClick={() => open(null)}>
              {catalogueScreenMessages.firstLine}
            </button>
          </div>
        ) : (
          <>
            <p className="text-sm text-slate-600">{catalogueScreenMessages.linesCount(all.length)}</p>
            <ul className="grid gap-3" aria-label="Produktlinien">
              {topLevel.flatMap((line) => [row(line, false), ...childrenOf(line.id).map((child) => row(child, true))])}
            </ul>
          </>
        )}
      </LoadState>
      <ProductLineDialog editing={editing} lines={all} saving={saving} errors={errors} onSave={save} onClose={close} />
      {dialog}
    </section>
  );
}
