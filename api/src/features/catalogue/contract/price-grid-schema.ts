import { priceGridProblems } from './price-grid-check.ts';
import { PRICE_GRID_LIMITS as limits } from './price-grid-limits.ts';
import { priceGridMessages as m } from './price-grid-messages.ts';
import { z } from '../../../shared/zod.ts';

/** Numbers with a cap on the array length, so a huge body is refused before any cell is looked at. */
const breakpoints = (message: string) =>
  z.array(z.number({ error: m.breakpointRange })).check(z.maxLength(limits.maxBreakpoints, { error: message }));

/** A size price grid as the back office sends it; every rule of priceGridProblems, each with its German message. */
export const priceGridSchema = z
  .object({
    widths: breakpoints(m.tooManyBreakpoints),
    heights: breakpoints(m.tooManyBreakpoints),
    cells: z
      .array(z.array(z.nullable(z.number({ error: m.cellPrice }))).check(z.maxLength(limits.maxBreakpoints, { error: m.cellsShape })))
      .check(z.maxLength(limits.maxBreakpoints, { error: m.cellsShape })),
  })
  .check(
    z.superRefine((grid, context) => {
      for (const message of priceGridProblems(grid)) context.issues.push({ code: 'custom', message, input: grid, path: ['cells'] });
    }),
  );

/** PUT /api/admin/products/:id/price-grid: the new grid, or null to price the product by its base price again. */
export const priceGridBodySchema = z.object({ price_grid: z.nullable(priceGridSchema) });
