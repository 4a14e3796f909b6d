import { recordNumber, SINGLE_LINE_MESSAGE } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { templateMessages as m } from './settings-messages.ts';

/**
 * The reply templates' contract: the body of a create or change, and the answer. Name and subject are one
 * line (a subject with a line break would break the mail's header); the text may have many.
 */

const TEMPLATE_NAME_MAX = 80;
const TEMPLATE_SUBJECT_MAX = 200;
const TEMPLATE_BODY_MAX = 10_000;

const oneLine = z.regex(/^[^\t\r\n]*$/, { error: SINGLE_LINE_MESSAGE });

export const templateBodySchema = z.object({
  name: z
    .string({ error: m.nameRequired })
    .check(z.trim(), z.minLength(1, { error: m.nameRequired }), z.maxLength(TEMPLATE_NAME_MAX, { error: m.nameTooLong }), oneLine),
  subject: z
    .string({ error: m.subjectRequired })
    .check(z.trim(), z.minLength(1, { error: m.subjectRequired }), z.maxLength(TEMPLATE_SUBJECT_MAX, { error: m.subjectTooLong }), oneLine),
  body: z
    .string({ error: m.bodyRequired })
    .check(z.trim(), z.minLength(1, { error: m.bodyRequired }), z.maxLength(TEMPLATE_BODY_MAX, { error: m.bodyTooLong })),
});
export type TemplateInput = z.output<typeof templateBodySchema>;

export const templateIdParamSchema = z.object({ id: recordNumber(m.id) });

/** A template as the back office reads it, in the order of the list (sortOrder, then oldest first). */
export interface MailTemplateJson {
  id: number;
  name: string;
  subject: string;
  body: string;
}
