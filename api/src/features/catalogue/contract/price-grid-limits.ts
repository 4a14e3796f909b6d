/** Bounds of a size price grid: far beyond any real price list, small enough to keep the catalogue light. */
export const PRICE_GRID_LIMITS = {
  maxBreakpoints: 30,
  minMm: 1,
  maxMm: 10_000,
  maxCents: 999_999_999,
} as const;
