import { calendarDay, optionalText, requiredText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { acceptanceMessages as m } from './acceptance-messages.ts';

/** Photos per defect and defects per record: a protocol at the door, not an archive. */
const MAX_DEFECTS = 20;
const MAX_PHOTOS_PER_DEFECT = 6;
/** One photo as the camera sends it; it is re-encoded to at most MAX_PHOTO_EDGE pixels. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_EDGE = 1600;
/** The whole multipart request: the JSON, the photos and the two signatures. */
export const MAX_ACCEPTANCE_BODY_BYTES = 40 * 1024 * 1024;
const DEFAULT_DEADLINE_WORKING_DAYS = 12;

const defectSchema = z.object({
  text: requiredText(m.defectText, 1000, { multiLine: true }),
  lineIndex: z.nullable(z.int({ error: m.lineIndex }).check(z.minimum(0, { error: m.lineIndex }))),
  fixBy: z.nullable(calendarDay(m.fixBy)),
  /** The names of the multipart parts that carry this defect's photos. */
  photos: z.array(z.string().check(z.regex(/^photo-[0-9]{1,3}$/, { error: m.photoMissing }))).check(z.maxLength(MAX_PHOTOS_PER_DEFECT)),
});

/**
 * Each photo part is named by one defect once: a part listed again would be re-encoded and stored again
 * (a request naming one part 120 times stored 120 copies of it).
 */
const eachPhotoOnce = z.refine<{ photos: string[] }[]>(
  (defects) => {
    const names = defects.flatMap((defect) => defect.photos);
    return new Set(names).size === names.length;
  },
  { error: m.photoTwice },
);

/** The JSON part ("record") of POST /api/admin/orders/{id}/acceptance. */
export const acceptanceRecordSchema = z.object({
  acceptedOn: calendarDay(m.acceptedOn),
  place: requiredText(m.place, 200),
  present: requiredText(m.present, 500),
  installedLines: z.array(z.int().check(z.minimum(0))).check(z.maxLength(500)),
  defects: z.array(defectSchema).check(z.maxLength(MAX_DEFECTS), eachPhotoOnce),
  reservations: optionalText(2000, { multiLine: true }),
  customerSigner: requiredText(m.customerSigner, 200),
  fitterName: requiredText(m.fitterName, 200),
});
export type AcceptanceRecordInput = z.output<typeof acceptanceRecordSchema>;

/** POST /api/admin/orders/{id}/acceptance/request: "Abnahme verlangen". */
export const acceptanceRequestSchema = z.object({
  workingDays: z._default(
    z.int({ error: m.deadlineDays }).check(z.minimum(1, { error: m.deadlineDays }), z.maximum(60, { error: m.deadlineDays })),
    DEFAULT_DEADLINE_WORKING_DAYS,
  ),
});

/** PUT /api/admin/orders/{id}/defects/{defectId}: open or fixed, and the repair appointment. */
export const defectUpdateSchema = z.object({
  state: z.enum(['open', 'fixed']),
  appointmentId: z.nullable(z.int().check(z.minimum(1))),
});

export const defectParamSchema = z.object({
  id: z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,14}$/)), z.transform(Number)),
  defectId: z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,14}$/)), z.transform(Number)),
});

export const acceptanceKindLabels = {
  on_site: 'Abnahme vor Ort mit Protokoll',
  link: 'Abnahme durch den Kunden über den Link',
  deemed: 'Abnahme nach Fristablauf (§ 640 Abs. 2 BGB)',
} as const;

export const defectStateLabels = { open: 'offen', fixed: 'behoben' } as const;

export interface DefectJson {
  id: number;
  text: string;
  lineIndex: number | null;
  lineTitle: string | null;
  fixBy: string | null;
  state: 'open' | 'fixed';
  namedBy: 'office' | 'customer';
  appointmentId: number | null;
  photos: number[];
}

/** The Abnahme of an order as the office and the customer see it. */
export interface AcceptanceJson {
  state: 'requested' | 'accepted' | 'defects_named';
  kind: keyof typeof acceptanceKindLabels | null;
  acceptedOn: string | null;
  warrantyEndsOn: string | null;
  reason: string;
  requestDeadline: string | null;
  place: string;
  present: string;
  installedLines: number[];
  reservations: string;
  customerSigner: string;
  fitterName: string;
  signed: boolean;
  defects: DefectJson[];
}

/** The customer's answer through the personal link: accept, or name defects (photos as multipart parts). */
export const linkAnswerSchema = z.object({
  accept: z.boolean(),
  defects: z
    .array(z.object({ text: requiredText(m.defectText, 1000, { multiLine: true }), photos: defectSchema.shape.photos }))
    .check(z.maxLength(MAX_DEFECTS), eachPhotoOnce),
});

/** An order's Abnahme in Mein Konto: what the customer needs to know, without the office's details. */
export interface CustomerWorkAcceptanceJson {
  state: AcceptanceJson['state'];
  kind: AcceptanceJson['kind'];
  acceptedOn: string | null;
  warrantyEndsOn: string | null;
  requestDeadline: string | null;
  /** Whether the protocol can be downloaded (only an accepted work has one). */
  protocol: boolean;
  defects: Pick<DefectJson, 'id' | 'text' | 'lineTitle' | 'fixBy' | 'state'>[];
}
