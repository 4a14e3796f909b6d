import { requiredText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';

/**
 * Where a lead came from (ADR 062, docs/domain.md "Origin"). Browser-safe: the lead page offers the choices.
 * Whether the request's visit was counted: shared/record-statuses.ts's leadVisitStates.
 */

export const leadOriginMessages = {
  origin: 'Bitte geben Sie an, wie der Kunde zu uns kam (höchstens 60 Zeichen).',
  saved: (origin: string) => `Herkunft gespeichert: ${origin}`,
  saveFailed: 'Die Herkunft konnte nicht gespeichert werden.',
  choices: 'Bitte geben Sie 1 bis 20 verschiedene Antworten an, je höchstens 60 Zeichen.',
  choicesSaved: 'Die Antworten auf „Wie kam der Kunde zu uns?“ sind gespeichert.',
  choicesFailed: 'Die Antworten konnten nicht gespeichert werden.',
  choicesLoadFailed: 'Die Antworten konnten nicht geladen werden.',
} as const;

/** "Wie kam der Kunde zu uns?": the office's answer for a lead, free text (Empfehlung, Telefon, Google, …). */
export const leadOriginBodySchema = z.object({ origin: requiredText(leadOriginMessages.origin, 60) });

/** The answers the lead page offers until the owner changes them in Einstellungen → Herkunft. */
export const defaultLeadOrigins = ['Empfehlung', 'Telefon', 'Google', 'Anzeige', 'Bestandskunde', 'Sonstiges'];

/** PUT /api/admin/settings/lead-origins: the list the lead page offers, in its order, each answer once. */
export const leadOriginChoicesSchema = z.object({
  choices: z.array(requiredText(leadOriginMessages.choices, 60)).check(
    z.minLength(1, { error: leadOriginMessages.choices }),
    z.maxLength(20, { error: leadOriginMessages.choices }),
    z.refine((choices) => new Set(choices).size === choices.length, { error: leadOriginMessages.choices }),
  ),
});
export type LeadOriginChoices = z.infer<typeof leadOriginChoicesSchema>;
