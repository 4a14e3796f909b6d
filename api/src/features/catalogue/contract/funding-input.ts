import { safeParse } from 'zod/mini';
import { firstErrors, fieldErrors } from '../../../shared/validation.ts';
import { formatHundredths, parseHundredths, type ElementKind } from '../../../shared/element-values.ts';
import { fundingThresholdsSchema, type FundingThresholds } from './funding.ts';

/** Einstellungen → Förderung as typed: the maxima as German decimals ("0,95"), the source, the day it was read. */
export interface FundingThresholdsText {
  maxU: Record<ElementKind, string>;
  source: string;
  asOf: string;
}

export function fundingThresholdsText({ maxU, source, asOf }: FundingThresholds): FundingThresholdsText {
  return {
    maxU: {
      window: formatHundredths(maxU.window),
      roof_window: formatHundredths(maxU.roof_window),
      entrance_door: formatHundredths(maxU.entrance_door),
    },
    source,
    asOf,
  };
}

/** Field → first German message; the maxima are keyed "maxU.window" as the server's errors are. */
export type ParsedFundingThresholds = { ok: true; thresholds: FundingThresholds } | { ok: false; errors: Record<string, string> };

/** Reads the form back with the server's schema, so the screen refuses what the route would refuse, in the same words. */
export function parseFundingThresholdsText(text: FundingThresholdsText): ParsedFundingThresholds {
  // A maximum that is not a decimal stays text, and the schema refuses it with the U message.
  const maxOf = (typed: string) => parseHundredths(typed) ?? typed;
  const parsed = safeParse(fundingThresholdsSchema, {
    maxU: { window: maxOf(text.maxU.window), roof_window: maxOf(text.maxU.roof_window), entrance_door: maxOf(text.maxU.entrance_door) },
    source: text.source,
    asOf: text.asOf,
  });
  return parsed.success ? { ok: true, thresholds: parsed.data } : { ok: false, errors: firstErrors(fieldErrors(parsed.error)) };
}
