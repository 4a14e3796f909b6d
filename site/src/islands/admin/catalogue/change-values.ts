import type { ChangeLogEntryJson } from '#features/catalogue/contract/catalogue-admin.ts';
import { changedFieldLabels } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { formatCents } from '#shared/format.ts';
import { priceModifierTypeLabels, type PriceModifierType } from '#shared/labels.ts';
import type { PriceGrid } from '#features/catalogue/contract/price-grid.ts';
import { priceGridEditorMessages } from '#features/catalogue/contract/price-grid-editor-messages.ts';

type Side = 'before' | 'after';

/** One value of a change as German text: money in euro, flags as Ja/Nein, lists joined, nothing as "–". */
function valueText(entry: ChangeLogEntryJson, field: string, side: Side): string {
  const value = entry.changes[field]?.[side];
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.join(', ');
  if (field === 'base_price' && typeof value === 'number') return formatCents(value);
  if (field === 'price_modifier_type') return priceModifierTypeLabels[value as PriceModifierType] ?? String(value);
  if (field === 'price_modifier' && typeof value === 'number') {
    // The modifier's unit follows its type; when the type did not change, the entry does not carry it.
    const type = entry.changes.price_modifier_type?.[side];
    if (type === 'fixed') return formatCents(value);
    if (type === 'percentage') return `${value} %`;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const isGrid = (value: unknown): value is PriceGrid => typeof value === 'object' && value !== null && 'cells' in value;
const gridSize = (grid: PriceGrid) => priceGridEditorMessages.gridSize(grid.widths.length, grid.heights.length);

interface CellChange {
  width: number;
  height: number;
  before: number | null;
  after: number | null;
}

/** The cells priced differently at the same size (width and height in mm) in both grids. */
function changedPrices(before: PriceGrid, after: PriceGrid): CellChange[] {
  const changes: CellChange[] = [];
  after.heights.forEach((height, row) =>
    after.widths.forEach((width, column) => {
      const beforeRow = before.heights.indexOf(height);
      const beforeColumn = before.widths.indexOf(width);
      if (beforeRow < 0 || beforeColumn < 0) return;
      const was = before.cells[beforeRow]?.[beforeColumn] ?? null;
      const is = after.cells[row]?.[column] ?? null;
      if (was !== is) changes.push({ width, height, before: was, after: is });
    }),
  );
  return changes;
}

/** Cells named one by one in a change-log line; more are counted. */
const LISTED_CELLS = 6;

/** "1250 × 1500 mm: 373,00 € → 389,00 €; …; 2 weitere" */
function cellChangesText(changes: CellChange[]): string {
  const m = priceGridEditorMessages;
  const price = (cents: number | null) => (cents === null ? m.onRequest : formatCents(cents));
  const listed = changes
    .slice(0, LISTED_CELLS)
    .map(({ width, height, before, after }) => `${width} × ${height} mm: ${price(before)} → ${price(after)}`);
  if (changes.length > LISTED_CELLS) listed.push(m.moreCells(changes.length - LISTED_CELLS));
  return listed.join('; ');
}

/**
 * "6 × 5 → 7 × 5 Felder, 1 Preis geändert (1250 × 1500 mm: 373,00 € → 389,00 €)": a grid change in a line
 * rather than two grids of JSON, with each changed cell from what to what.
 */
function gridChangeText(before: unknown, after: unknown): string {
  const m = priceGridEditorMessages;
  if (!isGrid(before) || !isGrid(after)) {
    const side = (grid: unknown) => (isGrid(grid) ? `${gridSize(grid)} ${m.gridFields}` : '–');
    return `${side(before)} → ${side(after)}`;
  }
  const sizes = gridSize(before) === gridSize(after) ? gridSize(after) : `${gridSize(before)} → ${gridSize(after)}`;
  const same = (a: number[], b: number[]) => a.join() === b.join();
  const prices = changedPrices(before, after);
  const details = [
    !same(before.widths, after.widths) && m.widthsChanged,
    !same(before.heights, after.heights) && m.heightsChanged,
    prices.length > 0 && `${m.pricesChanged(prices.length)} (${cellChangesText(prices)})`,
  ].filter((detail) => detail !== false);
  return [`${sizes} ${m.gridFields}`, ...details].join(', ');
}

/** "Grundpreis: 1.234,56 € → 1.300,00 €" for every changed field of an entry. */
export function changeLines(entry: ChangeLogEntryJson): string[] {
  return Object.keys(entry.changes).map((field) => {
    const label = changedFieldLabels[field] ?? field;
    if (field === 'price_grid') return `${label}: ${gridChangeText(entry.changes[field]?.before, entry.changes[field]?.after)}`;
    if (entry.action === 'created') return `${label}: ${valueText(entry, field, 'after')}`;
    if (entry.action === 'deleted') return `${label}: ${valueText(entry, field, 'before')}`;
    return `${label}: ${valueText(entry, field, 'before')} → ${valueText(entry, field, 'after')}`;
  });
}
