import { describe, expect, it } from 'vitest';
import { warrantyEnd } from './working-days.ts';

describe('the warranty end of five years from the Abnahme (§§ 187 Abs. 1, 188 Abs. 2 and 3 BGB)', () => {
  it('ends on the day of the same number five years on: the Abnahme day itself is not counted', () => {
    expect(warrantyEnd('2026-12-06')).toBe('2031-12-06');
    expect(warrantyEnd('2026-01-01')).toBe('2031-01-01');
    expect(warrantyEnd('2026-12-31')).toBe('2031-12-31');
  });

  it("ends with the month's last day where the month has no day of that number", () => {
    expect(warrantyEnd('2028-02-29')).toBe('2033-02-28');
    // Into a leap year the 28th stays the 28th.
    expect(warrantyEnd('2027-02-28')).toBe('2032-02-28');
  });
});
