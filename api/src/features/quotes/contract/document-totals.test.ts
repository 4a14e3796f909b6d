import { describe, expect, it } from 'vitest';
import { totalsRows, totalsText } from './price-labels.ts';
import { quotedGross } from '../../catalogue/contract/price.ts';
import {
  basisForCustomer,
  documentTotals,
  grossUnitPrice,
  lineTotal,
  netUnitPrice,
  priceInBasis,
} from '../../documents/contract/totals.ts';

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

describe('consumer gross-first, business net-first (ADR 076)', () => {
  it('takes a consumer for gross and a company for net', () => {
    expect(basisForCustomer('')).toBe('gross');
    expect(basisForCustomer('  ')).toBe('gross');
    expect(basisForCustomer('Muster Bau GmbH')).toBe('net');
  });

  it('adds a consumer’s 200,00 € and 25,00 € to 225,00 €, the VAT contained and rounded once', () => {
    expect(documentTotals([line(1, 20_000), line(1, 2_500)], 'gross')).toEqual({ gross: 22_500, vat: 3_592, net: 18_908 });
    expect(documentTotals([line(1, 22_500)], 'gross').gross).toBe(22_500);
    // The web shows what the consumer's quote asks: the configurator's line of 200,00 € + 25,00 €.
    expect(quotedGross([{ quantity: 1, unitPrice: 20_000 + 2_500 }])).toBe(22_500);
    expect(
      quotedGross([
        { quantity: 3, unitPrice: 22_500 },
        { quantity: 1, unitPrice: null },
      ]),
    ).toBe(67_500);
  });

  it('keeps a business customer’s lines net: 225,00 € become 189,08 € net, 19 % on the net sum', () => {
    expect(netUnitPrice(22_500)).toBe(18_908);
    expect(documentTotals([line(1, netUnitPrice(22_500))], 'net')).toEqual({ net: 18_908, vat: 3_593, gross: 22_501 });
    expect(documentTotals([line(1, 16_807), line(1, 2_101)], 'net')).toEqual({ net: 18_908, vat: 3_593, gross: 22_501 });
  });

  it('converts a price between the bases per unit', () => {
    expect(grossUnitPrice(12_000)).toBe(14_280);
    expect(priceInBasis(12_000, 'net', 'gross')).toBe(14_280);
    expect(priceInBasis(14_280, 'gross', 'net')).toBe(12_000);
    expect(priceInBasis(14_280, 'gross', 'gross')).toBe(14_280);
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
