import { calendarDay, optionalText, requiredText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { aufmassMessages as m } from './aufmass-messages.ts';
import { hingedTypes, hinges, openingTypes } from '../../../shared/opening-types.ts';

/** The Aufmaß's record and its limits (issue 48): what the fitter sends from the phone, in millimetres. */

const MAX_OPENINGS = 60;
const MAX_PHOTOS_PER_OPENING = 6;
/** One photo as a phone's camera sends it; it is re-encoded to at most MAX_PHOTO_EDGE pixels. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_EDGE = 1600;
/** The whole multipart request: a house with many openings, each with a few photos. */
export const MAX_AUFMASS_BODY_BYTES = 120 * 1024 * 1024;

/** How a re-encoded photo is stored: 32 hex digits and its type (platform/images/photo-folder.ts). */
export const STORED_PHOTO_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

const millimetres = (message: string) =>
  z.int({ error: message }).check(z.minimum(300, { error: message }), z.maximum(6000, { error: message }));
const optionalMillimetres = z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(10_000))), null);

const openingSchema = z
  .object({
    position: requiredText(m.position, 100),
    productId: z._default(z.nullable(z.int().check(z.minimum(1))), null),
    optionIds: z._default(z.array(z.int().check(z.minimum(1))).check(z.maxLength(30)), []),
    quantity: z._default(z.int({ error: m.quantity }).check(z.minimum(1, { error: m.quantity }), z.maximum(99, { error: m.quantity })), 1),
    roughWidthMm: millimetres(m.width),
    roughHeightMm: millimetres(m.height),
    openingType: z.enum(openingTypes, { error: m.openingType }),
    hinge: z._default(z.nullable(z.enum(hinges, { error: m.hinge })), null),
    sill: optionalText(300),
    connection: optionalText(300),
    removal: z._default(z.boolean(), true),
    note: optionalText(1000, { multiLine: true }),
    customerWidthMm: optionalMillimetres,
    customerHeightMm: optionalMillimetres,
    /** The names of the multipart parts that carry this opening's new photos. */
    photos: z._default(
      z
        .array(z.string().check(z.regex(/^photo-[0-9]{1,3}$/, { error: m.photoMissing })))
        .check(z.maxLength(MAX_PHOTOS_PER_OPENING, { error: m.tooManyPhotos })),
      [],
    ),
    /**
     * Photos an earlier version of this lead's Aufmaß stored, by their stored names: a new version keeps
     * them without sending them again.
     */
    keptPhotos: z._default(
      z
        .array(z.string().check(z.regex(STORED_PHOTO_NAME, { error: m.photoUnknown })))
        .check(z.maxLength(MAX_PHOTOS_PER_OPENING, { error: m.tooManyPhotos })),
      [],
    ),
  })
  .check(
    z.refine((opening) => !hingedTypes.includes(opening.openingType) || opening.hinge !== null, {
      error: m.hinge,
      path: ['hinge'],
    }),
    z.refine((opening) => opening.photos.length + opening.keptPhotos.length <= MAX_PHOTOS_PER_OPENING, {
      error: m.tooManyPhotos,
      path: ['photos'],
    }),
  );

/** The JSON part ("record") of POST /api/admin/leads/{id}/aufmass. */
export const aufmassRecordSchema = z.object({
  measuredOn: calendarDay(m.measuredOn),
  fitterName: requiredText(m.fitterName, 200),
  note: optionalText(2000, { multiLine: true }),
  openings: z.array(openingSchema).check(z.minLength(1, { error: m.openings }), z.maxLength(MAX_OPENINGS, { error: m.openings })),
});
export type AufmassRecordInput = z.output<typeof aufmassRecordSchema>;
export type AufmassOpeningInput = AufmassRecordInput['openings'][number];

/** PUT /api/admin/settings/aufmass: the installation joint per side. */
export const aufmassSettingsSchema = z.object({
  jointMm: z.int({ error: m.jointMm }).check(z.minimum(0, { error: m.jointMm }), z.maximum(50, { error: m.jointMm })),
});

/** An opening as the screens and the answers show it. */
export interface AufmassOpeningJson extends Omit<AufmassOpeningInput, 'photos' | 'keptPhotos'> {
  orderWidthMm: number;
  orderHeightMm: number;
  /** Where the fitter's opening differs from the customer's own measurement. */
  changedFromCustomer: boolean;
  photos: string[];
  productName: string | null;
}

export interface AufmassJson {
  id: number;
  version: number;
  measuredOn: string;
  fitterName: string;
  jointMm: number;
  note: string;
  openings: AufmassOpeningJson[];
  quoteId: number | null;
  createdBy: string;
  createdAt: string;
}

/** A prefilled opening for a new Aufmaß: what the customer sent with the request, in mm. */
export interface AufmassPrefill {
  position: string;
  productId: number | null;
  optionIds: number[];
  quantity: number;
  customerWidthMm: number | null;
  customerHeightMm: number | null;
}

/** GET /api/admin/leads/{id}/aufmass. */
export interface AufmassScreenJson {
  jointMm: number;
  latest: AufmassJson | null;
  versions: { id: number; version: number; measuredOn: string; createdAt: string; quoteId: number | null }[];
  prefill: AufmassPrefill[];
}
