import { describe, expect, it } from 'vitest';
import type { ChangeLogEntryJson } from '#features/catalogue/contract/catalogue-admin.ts';
import { changeLines } from './change-values.ts';

const entry = (overrides: Partial<ChangeLogEntryJson>): ChangeLogEntryJson => ({
  id: 1,
  at: '2026-07-01T12:00:00.000Z',
  by: 'admin',
  entity: 'product',
  entity_id: 1,
  action: 'updated',
  label: 'Kunststofffenster',
  changes: {},
  ...overrides,
});

describe('change-log values', () => {
  it('shows a price change before → after in euro', () => {
    expect(changeLines(entry({ changes: { base_price: { before: 14900, after: 123456 } } }))).toEqual([
      'Grundpreis: 149,00\u00a0€ → 1.234,56\u00a0€',
    ]);
  });

  it('shows a modifier in euro or percent when its type is in the entry, and flags as Ja/Nein', () => {
    const created = entry({
      entity: 'option',
      action: 'created',
      changes: {
        price_modifier: { before: null, after: 4500 },
        price_modifier_type: { before: null, after: 'fixed' },
        active: { before: null, after: true },
      },
    });
    expect(changeLines(created)).toEqual(['Aufpreis: 45,00\u00a0€', 'Art des Aufpreises: Fester Betrag', 'Aktiv: Ja']);
    const switched = entry({
      entity: 'option',
      changes: { price_modifier: { before: 4500, after: 15 }, price_modifier_type: { before: 'fixed', after: 'percentage' } },
    });
    expect(changeLines(switched)[0]).toBe('Aufpreis: 45,00\u00a0€ → 15 %');
  });

  it('shows what a deletion removed, and lists and empty values plainly', () => {
    expect(
      changeLines(
        entry({ action: 'deleted', changes: { category_ids: { before: [3, 4], after: null }, description: { before: '', after: null } } }),
      ),
    ).toEqual(['Kategorien: 3, 4', 'Beschreibung: –']);
  });

  it('sums up a grid change in its sizes and names each changed price from what to what, not as JSON', () => {
    const grid = (widths: number[], heights: number[], price: (width: number, height: number) => number | null) => ({
      widths,
      heights,
      cells: heights.map((height) => widths.map((width) => price(width, height))),
    });
    const sixByFive = grid([500, 750, 1000, 1250, 1500, 2000], [500, 750, 1000, 1250, 1500], (w, h) => w + h);
    // One width more, and four of the old sizes priced anew (one of them now "auf Anfrage").
    const sevenByFive = grid([500, 750, 1000, 1250, 1500, 2000, 2500], [500, 750, 1000, 1250, 1500], (w, h) =>
      w === 2000 && h === 1500 ? null : w === 500 && h <= 1000 ? w + h + 1 : w + h,
    );
    // Amounts carry a no-break space before "€"; written as a plain space here.
    const line = (before: unknown, after: unknown) =>
      changeLines(entry({ changes: { price_grid: { before, after } } }))[0]?.replaceAll('\u00a0', ' ');
    expect(line(sixByFive, sevenByFive)).toBe(
      'Preisraster: 6 × 5 → 7 × 5 Felder, Breiten geändert, 4 Preise geändert (500 × 500 mm: 10,00 € → 10,01 €; ' +
        '500 × 750 mm: 12,50 € → 12,51 €; 500 × 1000 mm: 15,00 € → 15,01 €; 2000 × 1500 mm: 35,00 € → auf Anfrage)',
    );
    expect(line(sixByFive, { ...sixByFive, cells: sixByFive.cells.map((row, index) => (index === 0 ? [1, ...row.slice(1)] : row)) })).toBe(
      'Preisraster: 6 × 5 Felder, 1 Preis geändert (500 × 500 mm: 10,00 € → 0,01 €)',
    );
    const everyPriceUp = { ...sixByFive, cells: sixByFive.cells.map((row) => row.map((cents) => (cents ?? 0) + 100)) };
    expect(line(sixByFive, everyPriceUp)).toMatch(
      /^Preisraster: 6 × 5 Felder, 30 Preise geändert \(500 × 500 mm: 10,00 € → 11,00 €; .*; 24 weitere\)$/,
    );
    expect(line(sixByFive, { ...sixByFive, heights: [400, 750, 1000, 1250, 1500] })).toBe('Preisraster: 6 × 5 Felder, Höhen geändert');
    expect(line(null, sixByFive)).toBe('Preisraster: – → 6 × 5 Felder');
    expect(line(sevenByFive, null)).toBe('Preisraster: 7 × 5 Felder → –');
  });
});
