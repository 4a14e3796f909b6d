import { describe, expect, it } from 'vitest';
import { bankStatementScreenTexts as t } from './bank-statement-messages.ts';

describe('Zahlungseingänge counts', () => {
  it('says "1 Buchung war schon bekannt", and the plural from 2', () => {
    expect(t.alreadyKnown(1)).toBe('1 Buchung war schon bekannt');
    expect(t.alreadyKnown(2)).toBe('2 Buchungen waren schon bekannt');
  });

  it('counts one booking in the singular in the import summary', () => {
    const counts = { matched: 1, suggested: 0, unmatched: 0, ignored: 0, duplicates: 0 };
    expect(t.summary({ ...counts, entries: 1 })).toMatch(/^1 Buchung: 1 zugeordnet/);
    expect(t.summary({ ...counts, entries: 2 })).toMatch(/^2 Buchungen: 1 zugeordnet/);
  });
});
