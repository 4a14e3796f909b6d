import { describe, expect, it } from 'vitest';
import { checkDimensions, dimensionsRequired } from './configurator.ts';

describe('configurator dimensions', () => {
  it('requires width and height for windows and doors only', () => {
    expect(dimensionsRequired('fenster')).toBe(true);
    expect(dimensionsRequired('tueren')).toBe(true);
    expect(dimensionsRequired('rolllaeden')).toBe(false);
    expect(checkDimensions('fenster', null, null, 1)).toEqual({
      width: 'Bitte geben Sie eine Breite zwischen 50 und 300 cm ein.',
      height: 'Bitte geben Sie eine Höhe zwischen 50 und 250 cm ein.',
    });
    expect(checkDimensions('insektenschutz', null, null, 1)).toEqual({});
  });

  it('keeps width 50–300 cm, height 50–250 cm and quantity 1–10', () => {
    expect(checkDimensions('fenster', 50, 250, 10)).toEqual({});
    expect(Object.keys(checkDimensions('fenster', 49, 251, 11))).toEqual(['width', 'height', 'quantity']);
    expect(checkDimensions('rolllaeden', 120, null, 0).quantity).toBeDefined();
    expect(checkDimensions('rolllaeden', 120, null, 1.5).quantity).toBeDefined();
  });
});
