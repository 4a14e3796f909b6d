/**
 * The size price grid of a product ("Rasterpreisliste", ADR 024): ascending width and height breakpoints
 * in mm and a price in cents per cell, or null for "auf Anfrage". Zod-free, so the shop's first view can
 * price a size without loading schemas (ADR 015); the grid's schema is in price-grid-schema.ts.
 */

import type { PriceGrid } from '../../../shared/record-shapes.ts';

/** The grid as the database keeps it (shared/record-shapes.ts). */
export type { PriceGrid };

export interface SizeMm {
  width: number;
  height: number;
}

/** The index of the first breakpoint at or above `value`, or -1 when the value is above the largest. */
function breakpointIndex(breakpoints: readonly number[], value: number): number {
  return breakpoints.findIndex((breakpoint) => breakpoint >= value);
}

/**
 * The grid price of a size: the cell of the next breakpoint at or above the size in each direction.
 * null when the size is above the largest breakpoint in either direction or its cell is "auf Anfrage".
 */
export function gridPrice(grid: PriceGrid, size: SizeMm): number | null {
  const column = breakpointIndex(grid.widths, size.width);
  const row = breakpointIndex(grid.heights, size.height);
  if (column < 0 || row < 0) return null;
  return grid.cells[row]?.[column] ?? null;
}

/** Configurator sizes are typed in cm, the grid is in mm. */
export function centimetresToMm(size: SizeMm): SizeMm {
  return { width: Math.round(size.width * 10), height: Math.round(size.height * 10) };
}
