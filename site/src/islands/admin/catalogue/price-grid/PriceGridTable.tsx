import type { ClipboardEvent, KeyboardEvent } from 'react';
import { priceGridEditorMessages as m } from '#features/catalogue/contract/price-grid-editor-messages.ts';
import { priceGridMessages as rules } from '#features/catalogue/contract/price-grid-messages.ts';
import type { DraftCell, GridDraft } from './grid-draft.ts';
import { moveWithArrows } from './grid-keys.ts';
import { placeId } from './place-id.ts';

interface Props {
  draft: GridDraft;
  /** Prefix of the inputs' ids (placeId), unique per dialog. */
  idPrefix: string;
  onChange: (draft: GridDraft) => void;
  /** A block of several cells pasted into the cell at (row, column). */
  onPasteBlock: (row: number, column: number, text: string) => void;
  onAddWidth: () => void;
  onAddHeight: () => void;
  onRemoveWidth: (column: number) => void;
  onRemoveHeight: (row: number) => void;
}

const input = 'min-h-9 rounded-md border border-slate-300 bg-white px-2 py-1 text-right text-sm tabular-nums focus:border-brand-500';
const iconButton = 'min-h-9 min-w-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-700 hover:bg-slate-100';

/** The "auf Anfrage" key of a price cell: A alone, as no price is written with letters. */
function isOnRequestKey(event: KeyboardEvent<HTMLInputElement>): boolean {
  return event.key.toLowerCase() === 'a' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * The grid as a table of inputs: widths as column headers, heights as row headers, a euro input per cell with
 * its "auf Anfrage" switch. A block copied from a spreadsheet and pasted into a cell fills the cells from there.
 */
export function PriceGridTable({ draft, idPrefix, onChange, onPasteBlock, onAddWidth, onAddHeight, onRemoveWidth, onRemoveHeight }: Props) {
  const setBreakpoint = (kind: 'widths' | 'heights', index: number, text: string) =>
    onChange({ ...draft, [kind]: draft[kind].map((old, at) => (at === index ? text : old)) });
  const setCell = (row: number, column: number, cell: DraftCell) =>
    onChange({
      ...draft,
      cells: draft.cells.map((cells, at) => (at === row ? cells.map((old, c) => (c === column ? cell : old)) : cells)),
    });

  /** A width (a column's heading) or a height (a row's): its input and its remove button. */
  const breakpoint = (kind: 'widths' | 'heights', index: number) => {
    const value = draft[kind][index]!;
    const width = kind === 'widths';
    return (
      <div className="flex gap-1">
        <input
          id={placeId(idPrefix, width ? { kind: 'width', column: index } : { kind: 'height', row: index })}
          data-row={width ? -1 : index}
          data-column={width ? index : -1}
          aria-label={(width ? m.widthLabel : m.heightLabel)(index + 1)}
          className={`${input} w-20 font-semibold`}
          inputMode="numeric"
          autoComplete="off"
          onKeyDown={moveWithArrows}
          value={value}
          onChange={(event) => setBreakpoint(kind, index, event.target.value)}
        />
        <button
          type="button"
          className={iconButton}
          aria-label={(width ? m.removeWidth : m.removeHeight)(value)}
          onClick={() => (width ? onRemoveWidth : onRemoveHeight)(index)}
        >
          ×
        </button>
      </div>
    );
  };

  /** One value is typed into the cell as usual; a block (tabs or line breaks, as spreadsheets copy) is placed. */
  function paste(event: ClipboardEvent<HTMLInputElement>, row: number, column: number) {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''))) return;
    event.preventDefault();
    onPasteBlock(row, column, text);
  }

  return (
    <div className="overflow-x-auto">
      <table className="border-separate border-spacing-1 text-sm">
        <thead>
          <tr>
            <td className="px-2 text-left align-bottom text-xs font-medium text-slate-600">{m.tableCorner}</td>
            {draft.widths.map((_, column) => (
              <th key={column} scope="col" className="align-bottom font-normal">
                {breakpoint('widths', column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {draft.heights.map((height, row) => (
            <tr key={row}>
              <th scope="row" className="font-normal">
                {breakpoint('heights', row)}
              </th>
              {draft.cells[row]!.map((cell, column) => (
                <td key={column}>
                  {/* The "a. A." switch sits inside the cell's own box, so a cell is as wide as its price. */}
                  <div className="relative">
                    <input
                      id={placeId(idPrefix, { kind: 'cell', row, column })}
                      data-row={row}
                      data-column={column}
                      aria-label={m.cellLabel(draft.widths[column]!, height)}
                      aria-keyshortcuts="A"
                      className={`${input} w-28 pr-10 ${cell.onRequest ? 'bg-slate-100 placeholder:text-slate-600' : ''}`}
                      inputMode="decimal"
                      autoComplete="off"
                      onKeyDown={(event) => {
                        // "A" (no price has letters) switches the cell to "auf Anfrage" and back.
                        if (isOnRequestKey(event)) {
                          event.preventDefault();
                          setCell(row, column, { ...cell, onRequest: !cell.onRequest });
                          return;
                        }
                        moveWithArrows(event);
                      }}
                      placeholder={cell.onRequest ? m.onRequestShort : undefined}
                      value={cell.onRequest ? '' : cell.text}
                      onChange={(event) => setCell(row, column, { text: event.target.value, onRequest: false })}
                      onPaste={(event) => paste(event, row, column)}
                    />
                    <button
                      type="button"
                      tabIndex={-1}
                      className={`absolute inset-y-1 right-1 rounded px-1 text-xs whitespace-nowrap text-slate-600 hover:bg-slate-100 ${cell.onRequest ? 'bg-brand-50 font-semibold text-brand-900' : ''}`}
                      aria-pressed={cell.onRequest}
                      aria-label={m.onRequestLabel(draft.widths[column]!, height)}
                      title={`${rules.onRequest} (Taste A)`}
                      onClick={() => setCell(row, column, { ...cell, onRequest: !cell.onRequest })}
                    >
                      {m.onRequestShort}
                    </button>
                  </div>
                </td>
              ))}
            </tr>
          ))}
          <tr>
            {/* Both additions below the grid: a column for them would widen every row. */}
            <td colSpan={draft.widths.length + 1}>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={iconButton} onClick={onAddHeight}>
                  + {m.addHeight}
                </button>
                <button type="button" className={`${iconButton} whitespace-nowrap`} onClick={onAddWidth}>
                  + {m.addWidth}
                </button>
              </div>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
