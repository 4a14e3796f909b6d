import { useEffect, useId, useRef, useState } from 'react';
import type { PriceGrid } from '#features/catalogue/contract/price-grid.ts';
import { priceGridEditorMessages as m } from '#features/catalogue/contract/price-grid-editor-messages.ts';
import {
  CSV_BYTE_ORDER_MARK,
  parsePriceBlock,
  parsePriceGridTable,
  priceGridFileName,
  priceGridToCsv,
} from '#features/catalogue/contract/price-grid-table.ts';
import { fieldMessagesOf, messageOf } from '../../../../lib/api.ts';
import { saveFile } from '../../../../lib/download.ts';
import { showToast } from '../../../../stores/toast.ts';
import { savePriceGrid, type ProductJson } from '../api.ts';
import { useConfirm } from '../../../ui/use-confirm.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import {
  addHeight,
  addWidth,
  columnOf,
  draftOf,
  holdsPrices,
  readDraft,
  removeHeight,
  removeWidth,
  starterGrid,
  withBlock,
  type DraftProblem,
  type GridDraft,
} from './grid-draft.ts';
import { PriceGridTable } from './PriceGridTable.tsx';
import { PriceGridTransfer } from './PriceGridTransfer.tsx';
import { placeId } from './place-id.ts';

/** A grid the dialog edits: a product's sales grid, or the purchase grid of a supplier's product. */
export interface GridTarget {
  title: string;
  /** The name of an exported CSV file. */
  fileName: string;
  grid: PriceGrid | null;
  /** The price in every cell of a new grid (cents), to start from. */
  startPrice: number;
  /** Where the two kinds of grid speak differently. */
  texts: { empty: string; removeConfirm: string; saved: string; removed: string };
  store: (grid: PriceGrid | null) => Promise<unknown>;
}

/** A product's own size price grid, as the products screen edits it. */
export const salesGridOf = (product: ProductJson): GridTarget => ({
  title: m.editorTitle(product.name),
  fileName: priceGridFileName(product.name),
  grid: product.price_grid,
  startPrice: product.base_price,
  texts: { empty: m.editorEmpty, removeConfirm: m.removeGridConfirm, saved: m.gridSaved, removed: m.gridRemoved },
  store: (grid) => savePriceGrid(product.id, grid),
});

interface Props {
  /** The grid edited, or null when the dialog is closed. */
  target: GridTarget | null;
  onClose: () => void;
  /** After a save or a removal: the list behind reloads. */
  onSaved: () => void;
}

/**
 * A size price grid (ADR 024): breakpoints and prices typed, pasted from a spreadsheet or imported as CSV,
 * checked in the browser with the server's own rules before saving, and removed on request.
 */
export function PriceGridDialog({ target, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<GridDraft | null>(null);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const { confirm, dialog } = useConfirm();
  const idPrefix = useId();
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setDraft(target?.grid ? draftOf(target.grid) : null);
    setProblems([]);
  }, [target]);

  /** Shows the problems and takes the focus to the first one's input, or to the list when it has none. */
  function showProblems(next: DraftProblem[]) {
    setProblems(next);
    const place = next[0]?.place;
    requestAnimationFrame(() => (place ? document.getElementById(placeId(idPrefix, place)) : alert.current)?.focus());
  }
  const showMessages = (messages: string[]) => showProblems(messages.map((message) => ({ message })));

  function change(next: GridDraft) {
    setDraft(next);
    setProblems([]);
  }

  async function replaceWithTable(text: string): Promise<boolean> {
    const parsed = parsePriceGridTable(text);
    if (!parsed.ok) return (showMessages(parsed.problems), false);
    if (draft && !(await confirm({ title: m.replaceTitle, message: m.replaceConfirm, confirmLabel: m.replace }))) return false;
    change(draftOf(parsed.value));
    return true;
  }

  function pasteBlock(row: number, column: number, text: string) {
    if (!draft) return;
    const block = parsePriceBlock(text);
    if (!block.ok) return showMessages(block.problems);
    const placed = withBlock(draft, row, column, block.value);
    if (!placed.ok) return showMessages(placed.problems);
    change(placed.value);
  }

  async function removeColumn(column: number) {
    if (!draft) return;
    const title = m.removeBreakpointTitle;
    const asked = holdsPrices(columnOf(draft, column));
    if (asked && !(await confirm({ title, message: m.removeWidthConfirm(draft.widths[column]!), confirmLabel: 'Entfernen' }))) return;
    change(removeWidth(draft, column));
  }

  async function removeRow(row: number) {
    if (!draft) return;
    const title = m.removeBreakpointTitle;
    const asked = holdsPrices(draft.cells[row]!);
    if (asked && !(await confirm({ title, message: m.removeHeightConfirm(draft.heights[row]!), confirmLabel: 'Entfernen' }))) return;
    change(removeHeight(draft, row));
  }

  function exportCsv() {
    if (!draft || !target) return;
    const read = readDraft(draft);
    if (!read.ok) return showProblems(read.problems);
    saveFile(new Blob([CSV_BYTE_ORDER_MARK + priceGridToCsv(read.grid)], { type: 'text/csv;charset=utf-8' }), target.fileName);
  }

  async function store(grid: PriceGrid | null, done: string) {
    if (!target) return;
    setSaving(true);
    try {
      await target.store(grid);
      showToast({ title: done });
      onSaved();
    } catch (error) {
      showMessages([messageOf(error, m.gridSaveFailed), ...Object.values(fieldMessagesOf(error))]);
    } finally {
      setSaving(false);
    }
  }

  function save() {
    if (!draft || !target) return;
    const read = readDraft(draft);
    if (!read.ok) return showProblems(read.problems);
    return store(read.grid, target.texts.saved);
  }

  async function removeGrid() {
    if (!target) return;
    if (await confirm({ title: m.removeGrid, message: target.texts.removeConfirm, confirmLabel: m.removeGrid }))
      await store(null, target.texts.removed);
  }

  return (
    <>
      <Dialog
        open={target !== null}
        size="full"
        title={target?.title ?? ''}
        onClose={onClose}
        footer={
          <>
            {target?.grid && (
              <button type="button" className="btn border border-red-200 bg-white text-red-700 hover:bg-red-50" onClick={removeGrid}>
                {m.removeGrid}
              </button>
            )}
            <button type="button" className="btn-outline" onClick={onClose}>
              Abbrechen
            </button>
            <button type="button" className="btn-primary" onClick={save} disabled={!draft || saving}>
              {saving ? 'Wird gespeichert...' : 'Speichern'}
            </button>
          </>
        }
      >
        <div className="grid gap-4">
          {problems.length > 0 && (
            <div ref={alert} tabIndex={-1} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <p className="font-semibold">{m.problemsTitle}</p>
              <ul className="mt-1 list-disc pl-5">
                {problems.map((problem, index) => (
                  <li key={index}>{problem.message}</li>
                ))}
              </ul>
            </div>
          )}
          {draft ? (
            <>
              <p className="text-sm text-slate-600">{m.editorHelp}</p>
              <PriceGridTable
                draft={draft}
                idPrefix={idPrefix}
                onChange={change}
                onPasteBlock={pasteBlock}
                onAddWidth={() => change(addWidth(draft))}
                onAddHeight={() => change(addHeight(draft))}
                onRemoveWidth={removeColumn}
                onRemoveHeight={removeRow}
              />
            </>
          ) : (
            <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
              <p className="text-slate-700">{target?.texts.empty}</p>
              <button type="button" className="btn-primary mt-3" onClick={() => target && change(draftOf(starterGrid(target.startPrice)))}>
                {m.createGrid}
              </button>
            </div>
          )}
          <PriceGridTransfer
            canExport={draft !== null}
            onExport={exportCsv}
            onTable={replaceWithTable}
            onReadFailed={() => showMessages([m.fileReadFailed])}
          />
        </div>
      </Dialog>
      {dialog}
    </>
  );
}
