import { describe, expect, it } from 'vitest';
import { nationalDigits } from './phone-match.ts';

describe('nationalDigits', () => {
  it('reads every German way of writing a number as the same digits', () => {
    for (const written of ['040 123-45', '+49 40 12345', '0049 40 12345', '+49 (0)40 / 123 45', '(040) 12345', 'Tel. 040 12345']) {
      expect(nationalDigits(written), written).toBe('4012345');
    }
  });

  it('keeps a foreign country code and gives nothing for no number', () => {
    expect(nationalDigits('+43 1 23456')).toBe('43123456');
    expect(nationalDigits('')).toBe('');
  });
});
