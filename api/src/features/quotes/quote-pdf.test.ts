import { describe, expect, it } from 'vitest';
import { documentTotals, type QuoteLine } from './contract/quotes.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { renderQuotePdf } from './quote-pdf.ts';

const lines: QuoteLine[] = [
  {
    kind: 'service',
    title: 'Montage bei Şahin Yılmaz, 3. OG',
    description: 'Ansprechpartner: Dvořák (Hausmeister)',
    quantity: 2,
    unitPrice: 50_000,
    discount: 0,
  },
  { kind: 'service', title: 'Aufmaß für Владимир Петров', description: '', quantity: 1, unitPrice: 19_900, discount: 0 },
];

const quote = {
  number: 'AN-2026-0042',
  version: 1,
  leadReference: 'A-2026-0042',
  customerName: 'Łukasz Wąsowski-Żółć',
  customerEmail: 'lukasz@example.org',
  lines,
  priceBasis: 'net' as const,
  ...documentTotals(lines, 'net'),
  validUntil: '2026-12-24',
  note: '',
  createdAt: new Date('2026-11-24T10:00:00Z'),
  sentAt: null,
};

describe('renderQuotePdf', () => {
  it('prints names in Latin Extended and Cyrillic as written, with the rest of their line', async () => {
    const pdf = await renderQuotePdf(quote);
    const text = pdfText(pdf).split('\n');
    expect(text).toContain('Łukasz Wąsowski-Żółć');
    expect(text).toContain('Montage bei Şahin Yılmaz, 3. OG');
    expect(text).toContain('Ansprechpartner: Dvořák (Hausmeister)');
    expect(text).toContain('Aufmaß für Владимир Петров');
    // The amounts, umlauts and € around them: 2 × 500,00 € + 199,00 € = 1.199,00 € net, VAT 227,81 €, 1.426,81 €.
    for (const amount of ['1.000,00\u00a0€', '199,00\u00a0€', '1.199,00\u00a0€', '227,81\u00a0€', '1.426,81\u00a0€'])
      expect(text).toContain(amount);
    expect(text).toContain('Gesamtbetrag inkl. 19 % USt.');
    expect(text).toContain('Gültig bis');
    // The font is embedded as a subset of the glyphs used: a few KB, not the font files' ~1 MB.
    expect(pdf.length).toBeLessThan(40_000);
  });
});
