import { lineUnits, type LineUnit } from '../../documents/contract/lines.ts';
import { recordNumber, SINGLE_LINE_MESSAGE } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { linePresetMessages as m } from './settings-messages.ts';

/**
 * The line presets' contract ("Positionen" in the settings): the free lines the quote editor offers with
 * one click, each with a name, a unit, a default net price in cents and whether it is labour.
 */

const PRESET_NAME_MAX = 80;
/** The same ceiling as a quote line's unit price. */
const PRESET_PRICE_MAX = 999_999_999;

export const linePresetBodySchema = z.object({
  name: z
    .string({ error: m.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: m.nameRequired }),
      z.maxLength(PRESET_NAME_MAX, { error: m.nameTooLong }),
      z.regex(/^[^\t\r\n]*$/, { error: SINGLE_LINE_MESSAGE }),
    ),
  unit: z.enum(lineUnits, { error: m.unit }),
  netPrice: z.int({ error: m.netPrice }).check(z.minimum(0, { error: m.netPrice }), z.maximum(PRESET_PRICE_MAX, { error: m.netPrice })),
  labour: z.boolean({ error: m.labour }),
});
export type LinePresetInput = z.output<typeof linePresetBodySchema>;

export const linePresetIdParamSchema = z.object({ id: recordNumber(m.id) });

/** A preset as the back office reads it, in the order of the list. */
export interface LinePresetJson {
  id: number;
  name: string;
  unit: LineUnit;
  /** Net cents. */
  netPrice: number;
  labour: boolean;
}
