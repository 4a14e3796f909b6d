import { describe, expect, it } from 'vitest';
import { defaultFundingThresholds, fundingBadge } from './funding.ts';
import type { ElementKind } from '../../../shared/element-values.ts';

const element = (kind: ElementKind, u: number) => ({ kind, u, ug: null, g: null, rw: null, rc: null });

describe('the förderfähig badge (BEG EM technical minimum requirements)', () => {
  it.each([
    ['window', 95, 'förderfähig (BEG EM, Uw ≤ 0,95)'],
    ['window', 80, 'förderfähig (BEG EM, Uw ≤ 0,95)'],
    ['window', 96, null],
    ['roof_window', 100, 'förderfähig (BEG EM, Uw ≤ 1,00)'],
    ['roof_window', 101, null],
    ['entrance_door', 130, 'förderfähig (BEG EM, Ud ≤ 1,30)'],
    ['entrance_door', 129, 'förderfähig (BEG EM, Ud ≤ 1,30)'],
    ['entrance_door', 131, null],
  ] as const)('%s with U %i hundredths: %s', (kind, u, badge) => {
    expect(fundingBadge(element(kind, u), defaultFundingThresholds)).toBe(badge);
  });

  it('follows the setting when the rules change, and says nothing without declared values', () => {
    const stricter = { ...defaultFundingThresholds, maxU: { ...defaultFundingThresholds.maxU, window: 90 } };
    expect(fundingBadge(element('window', 95), stricter)).toBeNull();
    expect(fundingBadge(element('window', 90), stricter)).toBe('förderfähig (BEG EM, Uw ≤ 0,90)');
    expect(fundingBadge(null, defaultFundingThresholds)).toBeNull();
  });
});
