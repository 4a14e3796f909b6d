import { describe, expect, it } from 'vitest';
import { totalsRows, totalsText } from './price-labels.ts';
import { documentTotals, lineTotal, netUnitPrice } from '../../documents/contract/totals.ts';

const line = (quantity: number, unitPrice: number, discount = 0) => ({ quantity, unitPrice, discount });

describe('documentTotals (ADR 035)', () => {
  it('adds 19 % VAT to the net sum of net lines, the discount net too', () => {
    const lines = [line(2, 67_390, 5_000), line(1, 12_000)];
    expect(lineTotal(lines[0]!)).toBe(129_780);
    expect(documentTotals(lines, 'net')).toEqual({ net: 141_780, vat: 26_938, gross: 168_718 });
  });

  it('rounds the VAT once per document, not per line', () => {
    // Per line round(2 × 0.19) = 0 three times; on the sum round(6 × 0.19) = 1.
    expect(documentTotals([line(1, 2), line(1, 2), line(1, 2)], 'net')).toEqual({ net: 6, vat: 1, gross: 7 });
    // Half a cent rounds up: 50 × 0.19 = 9.5.
    expect(documentTotals([line(1, 50)], 'net').vat).toBe(10);
  });

  it('keeps the old arithmetic for gross lines: the contained VAT extracted from the gross sum', () => {
    expect(documentTotals([line(2, 50_000), line(1, 19_900)], 'gross')).toEqual({ gross: 119_900, vat: 19_144, net: 100_756 });
  });

  it('turns a catalogue gross price into a net unit price, rounded per unit', () => {
    expect(netUnitPrice(80_194)).toBe(67_390);
    expect(netUnitPrice(11_900)).toBe(10_000);
    expect(netUnitPrice(0)).toBe(0);
  });
});

describe('totalsRows', () => {
  const totals = { net: 141_780, vat: 26_938, gross: 168_718 };

  it('reads Nettobetrag, zzgl. USt., Gesamtbetrag for net documents, the gross total prominent', () => {
    expect(totalsRows(totals, 'net').map((row) => [row.label, row.amount, row.prominent])).toEqual([
      ['Nettobetrag', 141_780, false],
      ['zzgl. 19 % USt.', 26_938, false],
      ['Gesamtbetrag inkl. 19 % USt.', 168_718, true],
    ]);
    expect(totalsText(totals, 'net')).toEqual([
      'Nettobetrag: 1.417,80\u00a0€',
      'zzgl. 19 % USt.: 269,38\u00a0€',
      'Gesamtbetrag inkl. 19 % USt.: 1.687,18\u00a0€',
    ]);
  });

  it('puts the gross total first for gross documents and names the VAT as contained', () => {
    expect(totalsRows(totals, 'gross').map((row) => row.label)).toEqual([
      'Gesamtbetrag inkl. 19 % USt.',
      'enthaltene USt. 19 %',
      'Nettobetrag',
    ]);
  });
});
