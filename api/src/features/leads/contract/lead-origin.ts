import { requiredText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';

/**
 * Where a lead came from (ADR 062, docs/domain.md "Origin"). Browser-safe: the lead page offers the choices.
 *
 * A request sent from the site starts `pending` with the day's visitor hash; settling it (lead-visits.ts)
 * makes it `counted` (the visitor's page view of that day exists: the first request of that visitor that
 * day), `repeat` (counted, but the visitor had already sent one that day) or `none` (no counted visit: a
 * blocked beacon, an API client, a visitor over the day's allowance).
 */
export const leadVisitStates = ['pending', 'counted', 'repeat', 'none'] as const;

/** "Wie kam der Kunde zu uns?": the office's answer for a lead, free text (Empfehlung, Telefon, Google, …). */
export const leadOriginBodySchema = z.object({
  origin: requiredText('Bitte geben Sie an, wie der Kunde zu uns kam (höchstens 60 Zeichen).', 60),
});
