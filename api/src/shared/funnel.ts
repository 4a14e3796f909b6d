import { campaignParametersSchema } from './campaign.ts';
import {
  dimensionTypes,
  glazings,
  installationChoices,
  mainProductKinds,
  materials,
  projectTypes,
  timeframes,
  type ProductKind,
} from './labels.ts';
import { z } from './zod.ts';

/**
 * The quote request: one zod schema for the funnel island and the server (DESIGN.md section 4).
 * Field names are the spec's (public-area.md section 3); messages are its German texts (section 5).
 */

export const FUNNEL_STEPS = 7;
export const AUTO_ADVANCE_MS = 300;

/** The version of the consent text at /privacy that a request agrees to; stored with every lead. */
export const PRIVACY_TEXT_VERSION = '2026-11-01';
/** The version of the marketing consent sentence in step 7. */
export const MARKETING_TEXT_VERSION = '2026-11-01';

export const funnelMessages = {
  projektart: 'Bitte wählen Sie eine Projektart',
  productsTitle: 'Produktauswahl erforderlich',
  products: 'Bitte wählen Sie mindestens ein Produkt aus.',
  vorname: 'Vorname ist erforderlich',
  nachname: 'Nachname ist erforderlich',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  datenschutz: 'Sie müssen der Datenschutzerklärung zustimmen',
  menge: 'Die Menge muss mindestens 1 sein',
  measure: 'Bitte geben Sie ein Maß zwischen 1 und 2.000 cm an',
} as const;

/** The request's product flags and the stored vocabulary they stand for. */
export const productFlags = {
  produkt_fenster: 'fenster',
  produkt_tuer: 'haustuer',
  produkt_schiebetuer: 'schiebetuer',
  produkt_dachfenster: 'dachfenster',
  produkt_rollladen: 'rollladen',
  produkt_insektenschutz: 'insektenschutz',
  produkt_andere: 'andere',
} as const satisfies Record<string, ProductKind>;

export type ProductFlag = keyof typeof productFlags;
export const productFlagNames = Object.keys(productFlags) as ProductFlag[];

const text = (max: number) => z.string().trim().max(max, { error: `Bitte höchstens ${max} Zeichen eingeben` });
const required = (message: string, max = 100) => text(max).min(1, { error: message });
const measure = z.number({ error: funnelMessages.measure }).positive({ error: funnelMessages.measure }).max(2000, { error: funnelMessages.measure });

export const dimensionRowSchema = z.object({
  typ: z.enum(dimensionTypes).nullish(),
  breite: measure.nullish(),
  hoehe: measure.nullish(),
  menge: z.int({ error: funnelMessages.menge }).min(1, { error: funnelMessages.menge }).max(999).nullish(),
});
export type DimensionRow = z.infer<typeof dimensionRowSchema>;

/** A line carried over from the configurator; the server looks its product and options up itself. */
export const configuredItemSchema = z.object({
  productId: z.int().positive(),
  optionIds: z.array(z.int().positive()).max(30).default([]),
  breite: z.number().min(1).max(2000).nullish(),
  hoehe: z.number().min(1).max(2000).nullish(),
  menge: z.int().min(1).max(10),
});
export type ConfiguredItem = z.infer<typeof configuredItemSchema>;

export const funnelFieldsSchema = z.object({
  projektart: z.enum(projectTypes, { error: funnelMessages.projektart }),
  ...(Object.fromEntries(productFlagNames.map((flag) => [flag, z.boolean().default(false)])) as Record<
    ProductFlag,
    z.ZodDefault<z.ZodBoolean>
  >),
  dimensions: z.array(dimensionRowSchema).max(50).default([]),
  material: z.enum(materials).nullish(),
  verglasung: z.enum(glazings).nullish(),
  montage: z.enum(installationChoices).nullish(),
  plz: text(100).default(''),
  zeitraum: z.enum(timeframes).nullish(),
  vorname: required(funnelMessages.vorname),
  nachname: required(funnelMessages.nachname),
  email: z.string().trim().max(254).pipe(z.email({ error: funnelMessages.email })),
  telefon: text(50).default(''),
  nachricht: text(5000).default(''),
  datenschutz: z.literal(true, { error: funnelMessages.datenschutz }),
  marketing_ok: z.boolean().default(false),
  /** The hidden trap: people leave it empty, form-filling bots do not. */
  website: z.string().max(500).default(''),
  session_id: z.string().regex(/^[a-z0-9]{9}$/).nullish(),
  utm_params: campaignParametersSchema.default({}),
  konfiguration: z.array(configuredItemSchema).max(20).default([]),
});

/** Step 2: at least one main product; Rollläden and Insektenschutz alone do not count. */
export function hasMainProduct(flags: Partial<Record<ProductFlag, boolean | undefined>>): boolean {
  return productFlagNames.some((flag) => flags[flag] === true && mainProductKinds.includes(productFlags[flag]));
}

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
export const stepFields: Record<number, (keyof z.input<typeof funnelFieldsSchema>)[]> = {
  1: ['projektart'],
  3: ['dimensions'],
  5: ['plz'],
  6: ['vorname', 'nachname', 'email', 'telefon', 'nachricht'],
  7: ['datenschutz', 'marketing_ok'],
};

export const funnelEventActions = ['started', 'completed', 'abandoned'] as const;

export const funnelEventSchema = z.object({
  session_id: z.string().regex(/^[a-z0-9]{9}$/, { error: 'Ungültige Sitzungskennung' }),
  step: z.int().min(1).max(FUNNEL_STEPS),
  action: z.enum(funnelEventActions),
  /** The client's current form values; the server keeps none of the personal ones. */
  data: z.record(z.string(), z.unknown()).optional(),
  utm_params: campaignParametersSchema.default({}),
});
export type FunnelEvent = z.input<typeof funnelEventSchema>;
