import type { PriceGrid } from './price-grid.ts';
import { PRICE_GRID_LIMITS as limits } from './price-grid-limits.ts';
import { priceGridMessages as m } from './price-grid-messages.ts';

/**
 * What is wrong with a grid, as German messages (empty when it is valid). Shared by the back office's
 * editor, which shows them before saving, and the server's schema, which refuses the grid with them.
 */
export function priceGridProblems(grid: PriceGrid): string[] {
  const problems: string[] = [];
  if (grid.widths.length === 0) problems.push(m.widthsMissing);
  if (grid.heights.length === 0) problems.push(m.heightsMissing);
  if (grid.widths.length > limits.maxBreakpoints || grid.heights.length > limits.maxBreakpoints) problems.push(m.tooManyBreakpoints);
  const inRange = (mm: number) => Number.isInteger(mm) && mm >= limits.minMm && mm <= limits.maxMm;
  if (![...grid.widths, ...grid.heights].every(inRange)) problems.push(m.breakpointRange);
  const ascending = (values: number[]) => values.every((value, index) => index === 0 || value > values[index - 1]!);
  if (!ascending(grid.widths)) problems.push(m.widthsAscending);
  if (!ascending(grid.heights)) problems.push(m.heightsAscending);
  if (grid.cells.length !== grid.heights.length || grid.cells.some((row) => row.length !== grid.widths.length)) {
    problems.push(m.cellsShape);
  } else if (!grid.cells.flat().every((cell) => cell === null || (Number.isInteger(cell) && cell >= 0 && cell <= limits.maxCents))) {
    problems.push(m.cellPrice);
  }
  return problems;
}
