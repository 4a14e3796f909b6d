import { describe, expect, it } from 'vitest';
import { documentTotals } from '../documents/contract/totals.ts';
import { type QuoteLine } from '../documents/contract/lines.ts';
import { pdfPageContents, pdfText } from '../../../testing/pdf-text.ts';
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
  customerCompany: '',
  customerPhone: '',
  customerAddress: { street: 'ul. Długa 5', postcode: '10115', city: 'Berlin' },
  installationAddress: null,
  lines,
  priceBasis: 'net' as const,
  ...documentTotals(lines, 'net'),
  validUntil: '2026-12-24',
  note: '',
  fundingCondition: false,
  createdAt: new Date('2026-11-24T10:00:00Z'),
  sentAt: null,
};

describe('renderQuotePdf', () => {
  it('prints names in Latin Extended and Cyrillic as written, with the rest of their line', async () => {
    const pdf = await renderQuotePdf(quote, 30);
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

describe('renderQuotePdf: address window and drawing (issue 20)', () => {
  const addressed = {
    ...quote,
    customerName: 'Erika Mustermann',
    customerCompany: 'Mustermann Bau GmbH',
    customerPhone: '040 1234567',
    customerAddress: { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' },
    installationAddress: { street: 'Gartenweg 3', postcode: '21029', city: 'Hamburg' },
  };
  const MM = 72 / 25.4;

  it('prints the DIN 5008 address window: the return line, then company, name, street, postcode and city, inside the window', async () => {
    const pdf = await renderQuotePdf(addressed, 30);
    const text = pdfText(pdf).split('\n');
    const window = [
      'Fensterwerk Nord GmbH · Musterstraße 1 · 12345 Musterstadt',
      'Mustermann Bau GmbH',
      'Erika Mustermann',
      'Musterstraße 12',
      '20095 Hamburg',
    ];
    const start = text.indexOf(window[0]!);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(text.slice(start, start + window.length)).toEqual(window);
    // Where they stand: 25 mm from the left (window at 20 mm, 5 mm indent), between 45 and 90 mm from the top.
    const page = pdfPageContents(pdf)[0]!;
    const tops = [...page.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm/g)]
      .filter(([, x]) => Math.abs(Number(x) / MM - 25) < 0.01)
      .map(([, , y]) => (841.89 - Number(y)) / MM);
    expect(tops).toHaveLength(window.length);
    expect(tops.every((top) => top > 45 && top < 90)).toBe(true);
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    // The installation address beside it, and the customer's phone; the e-mail address is not the postal address.
    const installation = text.indexOf('Montageadresse');
    expect(text.slice(installation, installation + 3)).toEqual(['Montageadresse', 'Gartenweg 3', '21029 Hamburg']);
    expect(text).toContain('040 1234567');
    expect(text).not.toContain('lukasz@example.org');
  });

  it('leaves the installation address out when there is none', async () => {
    const text = pdfText(await renderQuotePdf({ ...addressed, installationAddress: null }, 30)).split('\n');
    expect(text).not.toContain('Montageadresse');
    expect(text).toContain('20095 Hamburg');
  });

  it('draws a configured window beside its line as vector paths: frame, transom, sashes in the colour, dashed symbols', async () => {
    const option = (key: string, category: string, name: string, colorCode?: string) => ({ key, category, name, colorCode });
    const window: QuoteLine = {
      kind: 'product',
      title: 'Kunststofffenster',
      description: 'Fenstertyp: Zweiteilig',
      quantity: 1,
      unitPrice: 80_194,
      discount: 0,
      drawing: {
        breite: 120,
        hoehe: 140,
        options: [
          option('fenstertyp', 'Fenstertyp', 'Zweiteilig'),
          option('oberlicht_unterlicht', 'Ober-/Unterlicht', 'mit Oberlicht'),
          option('oeffnungsart', 'Öffnungsart', 'links'),
          option('farbe_und_dekore', 'Farbe und Dekore', 'Anthrazit', '#383E42'),
        ],
      },
    };
    const render = (line: QuoteLine) => renderQuotePdf({ ...addressed, lines: [line], ...documentTotals([line], 'net') }, 30);
    const drawn = await render(window);
    const plain = await render({ ...window, drawing: null });
    const count = (pdf: Buffer, operator: RegExp) => pdfPageContents(pdf)[0]!.match(operator)?.length ?? 0;
    const rectangles = / re\n/g;
    // Frame, transom light, and per sash its profile and glass: 1 + 1 + 2 × 2.
    expect(count(drawn, rectangles) - count(plain, rectangles)).toBe(6);
    // Anthracite #383E42 fills the frame; each of the two turn-tilt sashes has four dashed symbol lines.
    expect(count(drawn, /0\.2196\d* 0\.2431\d* 0\.2588\d* scn/g)).toBeGreaterThan(0);
    expect(count(plain, /0\.2196\d* 0\.2431\d* 0\.2588\d* scn/g)).toBe(0);
    expect(count(drawn, /\[[\d.]+ [\d.]+\] 0 d/g)).toBe(8);
    // The dimensions as the site labels them, in mm.
    const text = pdfText(drawn).split('\n');
    expect(text).toContain('1.200\u00a0mm');
    expect(text).toContain('1.400\u00a0mm');
    expect(pdfText(plain).split('\n')).not.toContain('1.200\u00a0mm');
  });

  it('draws nothing beside a line whose options are no window (a door)', async () => {
    const door: QuoteLine = {
      kind: 'product',
      title: 'Haustür',
      description: '',
      quantity: 1,
      unitPrice: 200_000,
      discount: 0,
      drawing: { breite: 110, hoehe: 210, options: [{ category: 'Türfüllung', name: 'Glas' }] },
    };
    const pdf = await renderQuotePdf({ ...addressed, lines: [door], ...documentTotals([door], 'net') }, 30);
    expect(pdfPageContents(pdf)[0]!.match(/ re\n/g) ?? []).toHaveLength(0);
  });
});

describe('renderQuotePdf: declared values and the förderfähig badge per position (issue 41)', () => {
  it('prints each element’s Uw, Ug, g, Rw, RC and its badge below its options', async () => {
    const windowLine: QuoteLine = {
      kind: 'product',
      title: 'Kunststofffenster 3-fach',
      description: 'Verglasung: 3-fach',
      quantity: 1,
      unitPrice: 60_000,
      discount: 0,
      values: { kind: 'window', u: 95, ug: 50, g: 52, rw: 38, rc: 'RC2' },
      funding: 'förderfähig (BEG EM, Uw ≤ 0,95)',
    };
    const doorLine: QuoteLine = {
      ...windowLine,
      title: 'Haustür',
      values: { kind: 'entrance_door', u: 140, ug: null, g: null, rw: null, rc: null },
      funding: null,
    };
    const lines = [windowLine, doorLine];
    const text = pdfText(await renderQuotePdf({ ...quote, lines, ...documentTotals(lines, 'net') }, 30)).split('\n');
    // The values wrap at the column's edge (the break keeps its space); joined they read as one line.
    expect(text.join('')).toContain('Uw 0,95 W/(m²K) · Ug 0,50 W/(m²K) · g 0,52 · Rw 38 dB · RC2');
    expect(text).toContain('förderfähig (BEG EM, Uw max. 0,95)');
    expect(text).toContain('Ud 1,40 W/(m²K)');
    expect(text.filter((row) => row.startsWith('förderfähig'))).toHaveLength(1);
  });

  it('carries the funding condition with what the customer must do when ticked, and not when not', async () => {
    const lines: QuoteLine[] = [
      {
        kind: 'product',
        title: 'Kunststofffenster 3-fach',
        description: 'Verglasung: 3-fach',
        quantity: 4,
        unitPrice: 60_000,
        discount: 0,
        values: { kind: 'window', u: 90, ug: 50, g: 52, rw: null, rc: null },
        funding: 'förderfähig (BEG EM, Uw ≤ 0,95)',
      },
    ];
    const render = async (fundingCondition: boolean) =>
      pdfText(await renderQuotePdf({ ...quote, lines, ...documentTotals(lines, 'net'), fundingCondition }, 30)).replace(/\s+/g, ' ');
    const ticked = await render(true);
    expect(ticked).toContain('Uw 0,90 W/(m²K) · Ug 0,50 W/(m²K) · g 0,52');
    expect(ticked).toContain('förderfähig (BEG EM, Uw max. 0,95)');
    expect(ticked).toContain('Förderbedingung (aufschiebende Bedingung nach § 158 Abs. 1 BGB)');
    expect(ticked).toContain('Der Vertrag wird erst mit der Förderzusage wirksam');
    expect(ticked).toContain('Energieeffizienz-Expertin oder einen Energieeffizienz-Experten');
    expect(ticked).toContain('Technische Projektbeschreibung (TPB) bzw. die Bestätigung zum Antrag');
    // The deposit is due when the contract takes effect, with the Förderzusage, not with the acceptance (ADR 080).
    expect(ticked).toContain('Mit der Förderzusage ist eine Anzahlung von 30 % fällig');
    expect(ticked).not.toContain('Mit Auftragserteilung ist eine Anzahlung');
    const plain = await render(false);
    expect(plain).toContain('Uw 0,90 W/(m²K) · Ug 0,50 W/(m²K) · g 0,52');
    expect(plain).not.toContain('Förderbedingung');
    expect(plain).not.toContain('Förderzusage');
  });
});
