import { calendarDay, optionalText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { parseWeek, type DeliveryWeek } from './delivery-week.ts';
import { purchaseMessages as m } from './purchasing-messages.ts';

/** The bodies of the Bestellung's steps (issue 49), shared by the routes and the order page. */

/** The AB's PDF and a damage photo: a scan as a supplier sends it, a photo as a phone takes it. */
export const MAX_AB_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_DAMAGE_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PURCHASE_BODY_BYTES = MAX_DAMAGE_PHOTO_BYTES + 64 * 1024;

/** "KW 12/2027" as the AB prints it. */
const deliveryWeekText = z.pipe(
  z.string({ error: m.week }).check(z.refine((text) => parseWeek(text) !== null, { error: m.week })),
  z.transform((text): DeliveryWeek => parseWeek(text)!),
);

export const confirmationBodySchema = z.object({
  abNumber: z.string({ error: m.abNumber }).check(z.trim(), z.minLength(1, { error: m.abNumber }), z.maxLength(50, { error: m.abNumber })),
  week: deliveryWeekText,
  /** Net cents per piece, one per position of the Bestellung. */
  unitPrices: z
    .array(z.int({ error: m.prices }).check(z.minimum(0, { error: m.prices }), z.maximum(99_999_999, { error: m.prices })))
    .check(z.maxLength(200, { error: m.prices })),
});

export const deliveryBodySchema = z.object({
  date: calendarDay(m.date),
  complete: z.boolean({ error: m.date }),
  note: optionalText(2000, { multiLine: true }),
});
