import { describe, expect, it } from 'vitest';
import { elementValueMessages as m } from './element-value-messages.ts';
import { defaultFundingThresholds } from './funding.ts';
import { fundingThresholdsText, parseFundingThresholdsText } from './funding-input.ts';

describe('Einstellungen → Förderung', () => {
  it('shows the maxima as German decimals and reads them back unchanged', () => {
    const text = fundingThresholdsText(defaultFundingThresholds);
    expect(text.maxU).toEqual({ window: '0,95', roof_window: '1,00', entrance_door: '1,30' });
    expect(parseFundingThresholdsText({ ...text, maxU: { ...text.maxU, window: '0,9' } })).toEqual({
      ok: true,
      thresholds: { ...defaultFundingThresholds, maxU: { ...defaultFundingThresholds.maxU, window: 90 } },
    });
  });

  it('refuses a maximum that is no decimal, an empty source and a date that is no day, in German', () => {
    const text = fundingThresholdsText(defaultFundingThresholds);
    expect(parseFundingThresholdsText({ maxU: { ...text.maxU, roof_window: '1,0x' }, source: '  ', asOf: '2026-02-30' })).toEqual({
      ok: false,
      errors: { 'maxU.roof_window': m.u, source: m.thresholdSource, asOf: m.thresholdDate },
    });
  });
});
