import { dimensionTypes } from '../../../shared/labels.ts';
import { openingTypes } from '../../../shared/opening-types.ts';
import { optionalText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';

/**
 * The customer's own measurement of an element (issue 48), guided by a drawing: the frame's outside width
 * and height and the clear opening inside, in mm, with how it opens, the floor and a note. Browser-safe.
 */

const MAX_SELF_MEASUREMENTS = 20;
export const MAX_CUSTOMER_PHOTOS = 10;
/** One photo as a phone takes it; re-encoded to at most CUSTOMER_PHOTO_EDGE pixels. */
export const MAX_CUSTOMER_PHOTO_BYTES = 15 * 1024 * 1024;
export const CUSTOMER_PHOTO_EDGE = 2000;

export const selfMeasurementMessages = {
  millimetres: 'Bitte geben Sie das Maß in Millimetern an (100 bis 6.000 mm).',
  photoType:
    'Bitte wählen Sie ein Foto im Format JPEG, PNG oder WebP. Fotos im iPhone-Format HEIC senden Sie bitte als JPEG (Einstellungen → Kamera → Formate → „Maximale Kompatibilität“).',
  photoTooLarge: 'Das Foto ist zu groß: höchstens 15 MB je Foto.',
  photoUnreadable: 'Das Foto konnte nicht gelesen werden.',
  tooManyPhotos: `Bitte höchstens ${MAX_CUSTOMER_PHOTOS} Fotos.`,
  photoLinkExpired: 'Die Anfrage zu diesem Foto wurde nicht gefunden oder ist älter als zwei Tage.',
  multipartRequired: 'Das Foto wird als Formular gesendet (multipart/form-data).',
  leadNotFound: 'Anfrage nicht gefunden.',
  photoNotFound: 'Foto nicht gefunden.',
} as const;

const millimetres = z._default(
  z.nullable(
    z
      .int({ error: selfMeasurementMessages.millimetres })
      .check(
        z.minimum(100, { error: selfMeasurementMessages.millimetres }),
        z.maximum(6000, { error: selfMeasurementMessages.millimetres }),
      ),
  ),
  null,
);

const selfMeasurementSchema = z.object({
  typ: z._default(z.nullable(z.enum(dimensionTypes)), null),
  position: optionalText(100),
  frameWidthMm: millimetres,
  frameHeightMm: millimetres,
  clearWidthMm: millimetres,
  clearHeightMm: millimetres,
  openingType: z._default(z.nullable(z.enum(openingTypes)), null),
  floor: optionalText(50),
  note: optionalText(500, { multiLine: true }),
});
export type SelfMeasurement = z.output<typeof selfMeasurementSchema>;

/** The request's part of it: the measured elements, and the key its photos are sent under afterwards. */
export const selfMeasurementFields = {
  selbstmessung: z._default(z.array(selfMeasurementSchema).check(z.maxLength(MAX_SELF_MEASUREMENTS)), []),
  /** 32 random bytes (base64url) the browser makes; the photos sent after the request carry it (…/funnel/photos/{key}/{n}). */
  photo_key: z._default(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))), null),
};
