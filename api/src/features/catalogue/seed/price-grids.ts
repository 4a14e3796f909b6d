import type { PriceGrid } from '../contract/price-grid.ts';
import type { SeedProduct } from './catalogue-data.ts';

/**
 * The demo catalogue's size price grids (ADR 024): breakpoints as a window maker's price list has them,
 * cells grown with frame length and glass area from the product's base price, which stays the price of
 * the smallest cell (the shop's "ab" price).
 */

interface GridShape {
  widths: number[];
  heights: number[];
  /** Cells without a price: sizes a window maker quotes only after a look at the opening. */
  onRequest?: (width: number, height: number) => boolean;
}

const WINDOW_BREAKPOINTS = [500, 750, 1000, 1250, 1500, 2000, 2500, 3010];

const shapes: { matches: (product: SeedProduct) => boolean; shape: GridShape }[] = [
  {
    matches: (product) => product.name.includes('Balkontür'),
    shape: { widths: [700, 800, 900, 1000, 1200, 1500], heights: [1900, 2000, 2100, 2200, 2300, 2500] },
  },
  {
    matches: (product) => product.name.startsWith('Dachfenster'),
    shape: { widths: [550, 660, 780, 940, 1140, 1340], heights: [780, 980, 1180, 1400, 1600] },
  },
  {
    matches: (product) => product.name.includes('Schiebetür'),
    shape: { widths: [1800, 2100, 2400, 2700, 3000], heights: [2000, 2100, 2200, 2350, 2500] },
  },
  {
    matches: (product) => product.category === 'tueren',
    shape: {
      widths: [900, 1000, 1100, 1200, 1400],
      heights: [2000, 2100, 2200, 2300, 2400],
      onRequest: (width, height) => width >= 1400 && height >= 2400,
    },
  },
  {
    matches: (product) => product.category === 'fenster',
    shape: { widths: WINDOW_BREAKPOINTS, heights: WINDOW_BREAKPOINTS, onRequest: (width, height) => width >= 2500 && height >= 2500 },
  },
];

/** Price relative to the smallest cell: a fixed share (hardware, work), a share growing with the frame, one with the glass. */
function relativePrice(width: number, height: number, first: { width: number; height: number }): number {
  const frame = (width + height) / (first.width + first.height);
  const glass = (width * height) / (first.width * first.height);
  return 0.55 + 0.3 * frame + 0.15 * glass;
}

/** The grid of a seed product, or null for products sold by the piece (roller shutters, insect screens). */
export function seedPriceGrid(product: SeedProduct): PriceGrid | null {
  const shape = shapes.find((candidate) => candidate.matches(product))?.shape;
  if (!shape) return null;
  const first = { width: shape.widths[0]!, height: shape.heights[0]! };
  return {
    widths: shape.widths,
    heights: shape.heights,
    cells: shape.heights.map((height) =>
      shape.widths.map((width) =>
        shape.onRequest?.(width, height) ? null : Math.round((product.basePrice * relativePrice(width, height, first)) / 100) * 100,
      ),
    ),
  };
}
