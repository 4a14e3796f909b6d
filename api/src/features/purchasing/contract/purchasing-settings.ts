import { z } from '../../../shared/zod.ts';
import { purchaseMessages as m } from './purchasing-messages.ts';

/** Einstellungen → Einkauf (issue 49): where the goods are delivered, and what a Montage hour costs us. */
const deliveryTargets = ['yard', 'site'] as const;

const yardAddress = z.object({
  street: z
    .string({ error: m.yardAddress })
    .check(z.trim(), z.minLength(1, { error: m.yardAddress }), z.maxLength(100, { error: m.yardAddress })),
  postcode: z.string({ error: m.yardAddress }).check(z.trim(), z.regex(/^\d{5}$/, { error: m.yardAddress })),
  city: z
    .string({ error: m.yardAddress })
    .check(z.trim(), z.minLength(1, { error: m.yardAddress }), z.maxLength(100, { error: m.yardAddress })),
});

export const purchasingSettingsSchema = z.object({
  deliverTo: z.enum(deliveryTargets),
  /** The yard; null: the company's address. */
  yard: z._default(z.nullable(yardAddress), null),
  /** The internal cost of a fitter's hour, net cents. */
  hourlyRate: z.int({ error: m.hourlyRate }).check(z.minimum(0, { error: m.hourlyRate }), z.maximum(100_000, { error: m.hourlyRate })),
});
export type PurchasingSettings = z.output<typeof purchasingSettingsSchema>;

export const defaultPurchasingSettings: PurchasingSettings = { deliverTo: 'yard', yard: null, hourlyRate: 5_500 };
