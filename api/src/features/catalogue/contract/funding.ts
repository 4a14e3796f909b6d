import { z } from '../../../shared/zod.ts';
import { calendarDay } from '../../../shared/schema-helpers.ts';
import { elementValueMessages as m } from './element-value-messages.ts';
import type { ElementKind, ElementValues } from '../../../shared/element-values.ts';
import { fundingBadgeAt } from './element-with-options.ts';

/**
 * The BEG EM technical minimum requirements for replacing windows and doors, as a setting: the rules
 * change, so the office updates the maxima with their source and date (ADR 063). U in hundredths of W/(m²K).
 */
export interface FundingThresholds {
  maxU: Record<ElementKind, number>;
  source: string;
  /** The day the source was read (YYYY-MM-DD). */
  asOf: string;
}

const maxU = z.int({ error: m.u }).check(z.minimum(1, { error: m.u }), z.maximum(1000, { error: m.u }));

export const fundingThresholdsSchema = z.object({
  maxU: z.object({ window: maxU, roof_window: maxU, entrance_door: maxU }),
  source: z
    .string({ error: m.thresholdSource })
    .check(z.trim(), z.minLength(1, { error: m.thresholdSource }), z.maxLength(300, { error: m.thresholdSource })),
  /** The calendar has a 0000-01-01; the BEG's rules do not (ADR 078). */
  asOf: calendarDay(m.thresholdDate).check(z.refine((day) => day >= '2000-01-01' && day <= '2099-12-31', { error: m.thresholdDate })),
});

/** Today's values: Uw ≤ 0,95, roof windows ≤ 1,0, entrance doors Ud ≤ 1,3. */
export const defaultFundingThresholds: FundingThresholds = {
  maxU: { window: 95, roof_window: 100, entrance_door: 130 },
  source: 'BEG EM, Anlage „Technische Mindestanforderungen“ (BAFA), Nr. 3 Fenster und Außentüren',
  asOf: '2026-11-26',
};

/**
 * "förderfähig (BEG EM, Uw ≤ 0,95)" when the element's declared U meets its kind's maximum (at or
 * below it), null otherwise. Special cases (burglar-resistant, listed buildings) are the expert's call.
 */
export function fundingBadge(values: ElementValues | null, thresholds: FundingThresholds): string | null {
  return fundingBadgeAt(values, values ? thresholds.maxU[values.kind] : null);
}
