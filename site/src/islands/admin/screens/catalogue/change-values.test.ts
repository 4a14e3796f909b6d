import { describe, expect, it } from 'vitest';
import type { ChangeLogEntryJson } from '#shared/catalogue-admin.ts';
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
});
