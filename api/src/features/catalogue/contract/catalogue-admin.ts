import type { PriceGrid } from './price-grid.ts';
import { elementValuesSchema, optionValueChangesSchema } from './element-values-schema.ts';
import type { OptionValueChanges } from './element-with-options.ts';
import type { ElementValues } from '../../../shared/element-values.ts';
import { catalogueMessages as m } from './catalogue-messages.ts';
import { catalogueEntities, type CatalogueAction, type CatalogueEntity } from '../../../shared/record-statuses.ts';
import type { FieldChange } from '../../../shared/record-shapes.ts';
import { configuratorCategories as legacyProductCategories, optionCategoryTypes, priceModifierTypes } from '../../../shared/labels.ts';
import { pagingShape } from '../../../shared/request-schemas.ts';
import { calendarDay, recordNumber } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';

/**
 * The catalogue back office's contract: the bodies and
 * queries of every /api/admin catalogue call and their answers, shared by the routes and the screens.
 * Field names are the spec's (snake_case); money is integer cents.
 */

/** 5 MB decoded; the data URL of such a file is about a third larger. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The largest upload body: the base64 of 5 MB, its data URL prefix, the file name and the JSON around them. */
export const MAX_UPLOAD_BODY_BYTES = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 2048;
/** Uploaded images are scaled down to fit this square (no enlargement). */
export const MAX_IMAGE_EDGE = 1600;

const MAX_CENTS = 1_000_000_000;
const MAX_ID = 2 ** 31 - 1;

const text = (max: number, message: string) =>
  z._default(z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: message })), '');
const requiredName = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(200, { error: message }));
const description = text(2000, m.descriptionTooLong);
const flag = (message: string, fallback: boolean) => z._default(z.boolean({ error: message }), fallback);
const id = (message: string) => z.int({ error: message }).check(z.minimum(1, { error: message }), z.maximum(MAX_ID, { error: message }));

export const catalogueIdParamSchema = z.object({ id: recordNumber('Die Nummer muss eine ganze Zahl ab 1 sein.') });
export const productIdParamSchema = z.object({ productId: recordNumber(m.productId) });

// Product lines ---------------------------------------------------------------------------------------

export const productLineBodySchema = z.object({
  name: requiredName(m.nameRequired),
  description,
  priority: z._default(
    z.int({ error: m.priority }).check(z.minimum(-1_000_000, { error: m.priority }), z.maximum(1_000_000, { error: m.priority })),
    0,
  ),
  active: flag(m.active, true),
  parent_id: z._default(z.nullable(id(m.parent)), null),
});
export type ProductLineBody = z.output<typeof productLineBodySchema>;

export interface ProductLineJson {
  id: number;
  name: string;
  description: string;
  priority: number;
  active: boolean;
  parent_id: number | null;
}

// Product categories ----------------------------------------------------------------------------------

export const productCategoryQuerySchema = z.object({ line: z.optional(recordNumber(m.lineQuery)) });

export const productCategoryCreateSchema = z.object({
  name: requiredName(m.categoryNameRequired),
  description,
  product_line_id: id(m.productLineRequired),
});
/** A category stays in its line; only name and description change. */
export const productCategoryUpdateSchema = z.object({ name: requiredName(m.categoryNameRequired), description });

export interface ProductCategoryJson {
  id: number;
  name: string;
  description: string;
  product_line_id: number;
}

// Products --------------------------------------------------------------------------------------------

export const productBodySchema = z.object({
  name: requiredName(m.nameRequired),
  description,
  category: z.enum(legacyProductCategories, { error: m.legacyCategory }),
  product_line_id: id(m.productLineRequired),
  base_price: z._default(
    z.int({ error: m.basePrice }).check(z.minimum(0, { error: m.basePrice }), z.maximum(MAX_CENTS, { error: m.basePrice })),
    0,
  ),
  active: flag(m.active, true),
  category_ids: z
    .array(id(m.categoryIds), { error: m.categoryIds })
    .check(z.minLength(1, { error: m.categoryIds }), z.maxLength(200, { error: m.categoryIds })),
  /** The declared Uw/Ud, Ug, g, Rw and RC (ADR 063); null for products without them. */
  values: z._default(z.nullable(elementValuesSchema), null),
});
export type ProductBody = z.output<typeof productBodySchema>;

export interface ProductJson {
  id: number;
  name: string;
  description: string;
  category: (typeof legacyProductCategories)[number];
  product_line_id: number | null;
  base_price: number;
  /** The size price grid (ADR 024), changed on its own route: PUT /api/admin/products/:id/price-grid. */
  price_grid: PriceGrid | null;
  active: boolean;
  category_ids: number[];
  values: ElementValues | null;
}

// Option categories -----------------------------------------------------------------------------------

const orderIndex = z
  .int({ error: m.orderIndex })
  .check(z.minimum(0, { error: m.orderIndex }), z.maximum(1_000_000, { error: m.orderIndex }));

export const optionCategoryBodySchema = z.object({
  name: requiredName(m.nameRequired),
  /** Without a key one is made from the name ("Farbe & Dekor" → farbe_dekor). */
  key: z.optional(z.string({ error: m.optionCategoryKey }).check(z.trim(), z.regex(/^[a-z0-9_]{1,50}$/, { error: m.optionCategoryKey }))),
  description,
  type: z._default(z.enum(optionCategoryTypes, { error: m.optionCategoryType }), 'select'),
  order_index: z._default(orderIndex, 0),
  active: flag(m.active, true),
  required: flag(m.required, false),
});
export type OptionCategoryBody = z.output<typeof optionCategoryBodySchema>;

export interface OptionCategoryJson {
  id: number;
  name: string;
  key: string;
  description: string;
  type: (typeof optionCategoryTypes)[number];
  order_index: number;
  active: boolean;
  required: boolean;
}

// Options ---------------------------------------------------------------------------------------------

/** Where an uploaded image lives: a server-chosen name under /uploads/. */
export const UPLOADED_IMAGE_PATH = /^\/uploads\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

export const optionQuerySchema = z.object({
  category: z.optional(
    z
      .string({ error: m.categoryQuery })
      .check(z.trim(), z.minLength(1, { error: m.categoryQuery }), z.maxLength(200, { error: m.categoryQuery })),
  ),
});
export const globalOptionQuerySchema = z.object({ category: z.optional(recordNumber(m.optionCategoryRequired)) });

export const optionBodySchema = z
  .object({
    name: requiredName(m.nameRequired),
    description,
    /** The category by its number (the option schema) or by its name or key (the shop-option calls). */
    category_id: z.optional(id(m.optionCategoryRequired)),
    category: z.optional(
      z.string({ error: m.optionCategoryRequired }).check(z.trim(), z.maxLength(200, { error: m.optionCategoryRequired })),
    ),
    price_modifier: z._default(z.int({ error: m.priceModifierFixed }), 0),
    price_modifier_type: z._default(z.enum(priceModifierTypes, { error: m.priceModifierType }), 'fixed'),
    image_url: z._default(
      z.nullable(
        z.pipe(
          z.string({ error: m.imageUrl }).check(z.trim()),
          z.transform((url) => url || null),
        ),
      ),
      null,
    ),
    color_code: z.optional(z.nullable(z.string({ error: m.colorCode }).check(z.regex(/^#[0-9A-Fa-f]{6}$/, { error: m.colorCode })))),
    /** What the option sets for the element (ADR 063); absent on an update: kept, as the shop-option calls send none. */
    values: z.optional(z.nullable(optionValueChangesSchema)),
    /** Absent on an update: the option keeps its place. */
    order_index: z.optional(orderIndex),
    active: flag(m.active, true),
  })
  .check(
    z.refine((body) => body.category_id !== undefined || Boolean(body.category), {
      error: m.optionCategoryRequired,
      path: ['category_id'],
    }),
    z.refine((body) => body.image_url === null || UPLOADED_IMAGE_PATH.test(body.image_url), { error: m.imageUrl, path: ['image_url'] }),
    z.refine((body) => body.price_modifier_type !== 'fixed' || Math.abs(body.price_modifier) <= MAX_CENTS, {
      error: m.priceModifierFixed,
      path: ['price_modifier'],
    }),
    z.refine((body) => body.price_modifier_type !== 'percentage' || (body.price_modifier >= -100 && body.price_modifier <= 1000), {
      error: m.priceModifierPercentage,
      path: ['price_modifier'],
    }),
  );
export type OptionBody = z.output<typeof optionBodySchema>;

export interface OptionJson {
  id: number;
  name: string;
  description: string;
  category_id: number;
  /** The category's name, as the shop-option calls answer it. */
  category: string;
  category_key: string;
  price_modifier: number;
  /** The same value under the global-option name. */
  base_price_modifier: number;
  price_modifier_type: (typeof priceModifierTypes)[number];
  image_url: string | null;
  color_code: string | null;
  /** What the option sets for the element: Uw/Ud, Ug, g, Rw, RC (ADR 063); null changes nothing. */
  values: OptionValueChanges | null;
  order_index: number;
  active: boolean;
}

/** Drag and drop: the category's options in their new order. */
export const optionOrderBodySchema = z.object({
  option_ids: z
    .array(id(m.optionIds), { error: m.optionIds })
    .check(z.minLength(1, { error: m.optionIds }), z.maxLength(1000, { error: m.optionIds })),
});

// Assignments -----------------------------------------------------------------------------------------

export const assignmentBodySchema = z.object({ product_id: id(m.productId), option_id: id(m.optionId) });
export const assignmentReplaceSchema = z.object({
  option_ids: z.array(id(m.optionIds), { error: m.optionIds }).check(z.maxLength(1000, { error: m.optionIds })),
});
export interface AssignmentJson {
  option_id: number;
}

// Image upload ----------------------------------------------------------------------------------------

export const imageUploadSchema = z.object({
  imageData: z.string({ error: m.imageType }).check(z.minLength(1, { error: m.imageType })),
  fileName: z._default(z.string({ error: m.fileName }).check(z.maxLength(255, { error: m.fileName })), ''),
});
export interface ImageUploadJson {
  imageUrl: string;
}

// Shop settings ---------------------------------------------------------------------------------------

export const shopSettingsBodySchema = z.object({ enabled: z.boolean({ error: m.enabled }) });
export interface ShopSettingsJson {
  shop_enabled: boolean;
}

// Change log ------------------------------------------------------------------------------------------

export { catalogueEntities, type CatalogueAction, type CatalogueEntity } from '../../../shared/record-statuses.ts';

const day = calendarDay('Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.');

export const changeLogQuerySchema = z.object({
  entity: z.optional(z.enum(catalogueEntities, { error: m.entity })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.' }))),
  from: z.optional(day),
  to: z.optional(day),
  ...pagingShape,
});
export type ChangeLogQuery = z.output<typeof changeLogQuerySchema>;

/** One field's value before and after a change (shared/record-shapes.ts). */
export type { FieldChange };

export interface ChangeLogEntryJson {
  id: number;
  at: string;
  by: string;
  /** The person's name (accounts/staff-names.ts). */
  byName?: string | null;
  entity: CatalogueEntity;
  entity_id: number | null;
  action: CatalogueAction;
  /** The entry's name at the time, e.g. the product's name. */
  label: string;
  changes: Record<string, FieldChange>;
}

export interface ChangeLogPageJson {
  entries: ChangeLogEntryJson[];
  total: number;
  page: number;
  pageSize: number;
}
