import { CAMPAIGN_VALUE_MAX_LENGTH, campaignParameterNames } from './campaign.ts';
import {
  dimensionTypes,
  glazings,
  installationChoices,
  materials,
  projectTypes,
  timeframes,
  type ProductKind,
} from '../../../shared/labels.ts';
import { FUNNEL_STEPS, funnelMessages, hasMainProduct, productFlagNames, productFlags, type ProductFlag } from './funnel-steps.ts';
import { emailAddress, optionalText, requiredText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { selfMeasurementFields } from './self-measurement.ts';
import type { DimensionRow } from '../../../shared/record-shapes.ts';

/**
 * The quote request: one zod schema for the funnel island and the server (docs/domain.md).
 * Field names are the spec's; messages are its German texts.
 */

const campaignParametersSchema = z.object(
  Object.fromEntries(
    campaignParameterNames.map((name) => [name, z.optional(z.string().check(z.trim(), z.maxLength(CAMPAIGN_VALUE_MAX_LENGTH)))]),
  ),
);

export {
  FUNNEL_STEPS,
  funnelMessages,
  hasMainProduct,
  MARKETING_TEXT_VERSION,
  PRIVACY_TEXT_VERSION,
  productFlagNames,
  productFlags,
  type ProductFlag,
} from './funnel-steps.ts';

const measure = z
  .number({ error: funnelMessages.measure })
  .check(z.positive({ error: funnelMessages.measure }), z.maximum(2000, { error: funnelMessages.measure }));

const dimensionRowSchema = z.object({
  typ: z.nullish(z.enum(dimensionTypes)),
  breite: z.nullish(measure),
  hoehe: z.nullish(measure),
  menge: z.nullish(z.int({ error: funnelMessages.menge }).check(z.minimum(1, { error: funnelMessages.menge }), z.maximum(999))),
}) satisfies z.ZodMiniType<DimensionRow>;
/** A row as the request keeps it (shared/record-shapes.ts); the schema's output is checked against it above. */
export type { DimensionRow };

/** A line carried over from the configurator; the server looks its product and options up itself. */
const positiveInt = () => z.int().check(z.positive());
const centimetres = () => z.nullish(z.number().check(z.minimum(1), z.maximum(2000)));

export const configuredItemSchema = z.object({
  productId: positiveInt(),
  optionIds: z._default(z.array(positiveInt()).check(z.maxLength(30)), []),
  breite: centimetres(),
  hoehe: centimetres(),
  menge: z.int().check(z.minimum(1), z.maximum(10)),
});
export type ConfiguredItem = z.infer<typeof configuredItemSchema>;

const flag = () => z._default(z.boolean(), false);

export const funnelFieldsSchema = z.object({
  projektart: z.enum(projectTypes, { error: funnelMessages.projektart }),
  produkt_fenster: flag(),
  produkt_tuer: flag(),
  produkt_schiebetuer: flag(),
  produkt_dachfenster: flag(),
  produkt_rollladen: flag(),
  produkt_insektenschutz: flag(),
  produkt_andere: flag(),
  dimensions: z._default(z.array(dimensionRowSchema).check(z.maxLength(50)), []),
  material: z.nullish(z.enum(materials)),
  verglasung: z.nullish(z.enum(glazings)),
  montage: z.nullish(z.enum(installationChoices)),
  plz: optionalText(100),
  zeitraum: z.nullish(z.enum(timeframes)),
  vorname: requiredText(funnelMessages.vorname),
  nachname: requiredText(funnelMessages.nachname),
  email: emailAddress(funnelMessages.email),
  telefon: optionalText(50),
  nachricht: optionalText(5000, { multiLine: true }),
  datenschutz: z.literal(true, { error: funnelMessages.datenschutz }),
  marketing_ok: flag(),
  /** The hidden trap: people leave it empty, form-filling bots do not. */
  website: z._default(z.string().check(z.maxLength(500)), ''),
  session_id: z.nullish(z.string().check(z.regex(/^[a-z0-9]{9}$/, { error: 'Ungültige Sitzungskennung' }))),
  utm_params: z._default(campaignParametersSchema, {}),
  konfiguration: z._default(z.array(configuredItemSchema).check(z.maxLength(20)), []),
  ...selfMeasurementFields,
});

export const funnelRequestSchema = funnelFieldsSchema.check((context) => {
  if (!hasMainProduct(context.value)) {
    context.issues.push({ code: 'custom', message: funnelMessages.products, path: ['produkte'], input: context.value });
  }
});

export type FunnelRequest = z.input<typeof funnelRequestSchema>;
export type FunnelSubmission = z.output<typeof funnelRequestSchema>;

export function selectedProducts(request: Pick<FunnelSubmission, ProductFlag>): ProductKind[] {
  return productFlagNames.filter((flag) => request[flag]).map((flag) => productFlags[flag]);
}

/** Which fields each step checks before "Weiter" (steps 3 to 5 have no required fields). */
export const stepFields: Record<number, (keyof typeof funnelFieldsSchema.shape)[]> = {
  1: ['projektart'],
  3: ['dimensions'],
  5: ['plz'],
  6: ['vorname', 'nachname', 'email', 'telefon', 'nachricht'],
  7: ['datenschutz', 'marketing_ok'],
};

export const funnelEventActions = ['started', 'completed', 'abandoned'] as const;

export const funnelEventSchema = z.object({
  session_id: z.string().check(z.regex(/^[a-z0-9]{9}$/, { error: 'Ungültige Sitzungskennung' })),
  step: z.int().check(z.minimum(1), z.maximum(FUNNEL_STEPS)),
  action: z.enum(funnelEventActions),
  /** The client's current form values; the server keeps none of the personal ones. */
  data: z.optional(z.record(z.string(), z.unknown())),
  utm_params: z._default(campaignParametersSchema, {}),
});
