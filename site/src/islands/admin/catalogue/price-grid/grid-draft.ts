import type { PriceGrid } from '#features/catalogue/contract/price-grid.ts';
import { priceGridProblems } from '#features/catalogue/contract/price-grid-check.ts';
import { priceGridEditorMessages as m } from '#features/catalogue/contract/price-grid-editor-messages.ts';
import { priceGridMessages as rules } from '#features/catalogue/contract/price-grid-messages.ts';
import { placeBlock, type TableResult } from '#features/catalogue/contract/price-grid-table.ts';
import { formatCentsForInput, parseEuroToCents } from '#features/catalogue/contract/price-input.ts';

/**
 * The grid as the editor holds it while it is typed: breakpoints and prices as the texts of their inputs,
 * read into a PriceGrid only on export and save. A cell "auf Anfrage" keeps its text, so switching the
 * mark off again brings the price back.
 */
export interface DraftCell {
  text: string;
  onRequest: boolean;
}

export interface GridDraft {
  widths: string[];
  heights: string[];
  cells: DraftCell[][];
}

/** Where a problem is: the editor moves the focus there. */
export type DraftPlace =
  { kind: 'width'; column: number } | { kind: 'height'; row: number } | { kind: 'cell'; row: number; column: number };

export interface DraftProblem {
  message: string;
  place?: DraftPlace;
}

const cellOf = (cents: number | null): DraftCell =>
  cents === null ? { text: '', onRequest: true } : { text: formatCentsForInput(cents), onRequest: false };
const emptyCell = (): DraftCell => ({ text: '', onRequest: false });

export function draftOf(grid: PriceGrid): GridDraft {
  return {
    widths: grid.widths.map(String),
    heights: grid.heights.map(String),
    cells: grid.cells.map((row) => row.map(cellOf)),
  };
}

/** "Raster anlegen": three widths and heights of an ordinary window, every cell at the base price to start from. */
export function starterGrid(basePrice: number): PriceGrid {
  const breakpoints = [1000, 1500, 2000];
  return { widths: breakpoints, heights: breakpoints, cells: breakpoints.map(() => breakpoints.map(() => basePrice)) };
}

/** The next breakpoint after the last one: 250 mm further, as window price lists step. */
function nextBreakpoint(texts: string[]): string {
  const last = Number(texts[texts.length - 1]);
  return String(Number.isInteger(last) && last > 0 ? Math.min(last + 250, 10_000) : 1000);
}

export function addWidth(draft: GridDraft): GridDraft {
  return { ...draft, widths: [...draft.widths, nextBreakpoint(draft.widths)], cells: draft.cells.map((row) => [...row, emptyCell()]) };
}

export function addHeight(draft: GridDraft): GridDraft {
  return { ...draft, heights: [...draft.heights, nextBreakpoint(draft.heights)], cells: [...draft.cells, draft.widths.map(emptyCell)] };
}

export function removeWidth(draft: GridDraft, column: number): GridDraft {
  const without = <T>(items: T[]) => items.filter((_, index) => index !== column);
  return { ...draft, widths: without(draft.widths), cells: draft.cells.map(without) };
}

export function removeHeight(draft: GridDraft, row: number): GridDraft {
  const without = <T>(items: T[]) => items.filter((_, index) => index !== row);
  return { ...draft, heights: without(draft.heights), cells: without(draft.cells) };
}

/** Removing a column or row asks first only when it would lose a typed price. */
export const holdsPrices = (cells: DraftCell[]) => cells.some((cell) => !cell.onRequest && cell.text.trim() !== '');
export const columnOf = (draft: GridDraft, column: number) => draft.cells.map((row) => row[column]!);

/** A pasted block of prices written into the draft from (row, column) on; the draft never grows. */
export function withBlock(draft: GridDraft, row: number, column: number, block: (number | null)[][]): TableResult<GridDraft> {
  const placed = placeBlock(
    draft.cells,
    row,
    column,
    block.map((blockRow) => blockRow.map(cellOf)),
  );
  return placed.ok ? { ok: true, value: { ...draft, cells: placed.value } } : placed;
}

const millimetres = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The first index where the breakpoints stop rising, for the focus. */
const firstNotAscending = (values: number[]) =>
  Math.max(
    values.findIndex((value, index) => index > 0 && value <= values[index - 1]!),
    0,
  );

/**
 * The draft as a PriceGrid, or every problem with its place: first each input on its own (a breakpoint that is
 * no whole number, a price that is no amount), then the grid's own rules from priceGridProblems.
 */
export function readDraft(draft: GridDraft): { ok: true; grid: PriceGrid } | { ok: false; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const widths = draft.widths.map((text, column) => {
    const mm = millimetres(text);
    if (mm === null) problems.push({ message: `${m.widthLabel(column + 1)}: ${m.millimetresRequired}`, place: { kind: 'width', column } });
    return mm ?? 0;
  });
  const heights = draft.heights.map((text, row) => {
    const mm = millimetres(text);
    if (mm === null) problems.push({ message: `${m.heightLabel(row + 1)}: ${m.millimetresRequired}`, place: { kind: 'height', row } });
    return mm ?? 0;
  });
  const cells = draft.cells.map((cells, row) =>
    cells.map((cell, column) => {
      if (cell.onRequest) return null;
      const price = parseEuroToCents(cell.text);
      if (price.ok) return price.value;
      const label = m.cellLabel(draft.widths[column]!, draft.heights[row]!);
      problems.push({ message: `${label}: ${price.message}`, place: { kind: 'cell', row, column } });
      return null;
    }),
  );
  if (problems.length > 0) return { ok: false, problems };
  const grid = { widths, heights, cells };
  const gridProblems = priceGridProblems(grid).map((message): DraftProblem => {
    if (message === rules.widthsAscending) return { message, place: { kind: 'width', column: firstNotAscending(widths) } };
    if (message === rules.heightsAscending) return { message, place: { kind: 'height', row: firstNotAscending(heights) } };
    return { message };
  });
  return gridProblems.length > 0 ? { ok: false, problems: gridProblems } : { ok: true, grid };
}
