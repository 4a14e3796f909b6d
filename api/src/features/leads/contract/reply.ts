import { productKindLabels } from '../../../shared/labels.ts';
import { SINGLE_LINE_MESSAGE } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import type { LeadJson } from './leads-admin.ts';
import { replyMessages as m } from './reply-messages.ts';

/**
 * Answering a lead from the back office: the body of POST /api/admin/leads/{id}/reply and the filling of
 * a reply template with the lead's fields. Browser-safe: the reply dialog fills the template the admin
 * picks, and what the admin then edits is what the server sends.
 */

export const REPLY_SUBJECT_MAX = 200;
const REPLY_TEXT_MAX = 10_000;

export const replyBodySchema = z.object({
  // One line: the subject becomes a mail header.
  subject: z
    .string({ error: m.subjectRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: m.subjectRequired }),
      z.maxLength(REPLY_SUBJECT_MAX, { error: m.subjectTooLong }),
      z.regex(/^[^\t\r\n]*$/, { error: SINGLE_LINE_MESSAGE }),
    ),
  text: z
    .string({ error: m.textRequired })
    .check(z.trim(), z.minLength(1, { error: m.textRequired }), z.maxLength(REPLY_TEXT_MAX, { error: m.textTooLong })),
});
export type ReplyBody = z.output<typeof replyBodySchema>;

const placeholderNames = ['vorname', 'nachname', 'anfrage', 'plz', 'produkte', 'email', 'telefon'] as const;
type PlaceholderName = (typeof placeholderNames)[number];

/** The placeholders a template may use, as written in it: for the hint beside the template editor. */
export const replyPlaceholders = placeholderNames.map((name) => `{${name}}`);

/** What a template can be filled with: the lead's fields the placeholders name. */
export type LeadForTemplate = Pick<LeadJson, 'vorname' | 'nachname' | 'reference' | 'plz' | 'produkte' | 'email' | 'telefon'>;

const placeholderValues = (lead: LeadForTemplate): Record<PlaceholderName, string> => ({
  vorname: lead.vorname,
  nachname: lead.nachname,
  anfrage: lead.reference,
  plz: lead.plz,
  produkte: lead.produkte.map((kind) => productKindLabels[kind]).join(', '),
  email: lead.email,
  telefon: lead.telefon,
});

/**
 * A template's subject or text with its placeholders replaced by the lead's fields. A placeholder the
 * list does not know stays as written, so a typo shows in the preview instead of vanishing silently.
 */
export function fillTemplate(text: string, lead: LeadForTemplate): string {
  const values: Record<string, string> = placeholderValues(lead);
  return text.replace(/\{([a-z]+)\}/g, (written, name: string) => (Object.hasOwn(values, name) ? values[name]! : written));
}
