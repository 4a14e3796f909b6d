import { z } from '../../../shared/zod.ts';

/**
 * A configured line's drawing data (LineDrawing in quotes.ts) as the editor sends it back unchanged: kept
 * so that saving a draft does not lose the window drawn beside the line in the PDF. Bounded like the
 * configurator's own values; the words are the catalogue's, never shown as typed by the operator.
 */
const size = z.nullable(z.number().check(z.positive(), z.maximum(10_000)));
const word = z.string().check(z.maxLength(200));

export const lineDrawingSchema = z.object({
  breite: size,
  hoehe: size,
  options: z
    .array(
      z.object({
        id: z.optional(z.int().check(z.positive())),
        key: z.optional(z.string().check(z.maxLength(100))),
        category: word,
        name: word,
        colorCode: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
      }),
    )
    .check(z.maxLength(50)),
});
