import { describe, expect, it } from 'vitest';
import { funnelSummaryRows } from './funnel-summary.ts';

describe('funnel summary', () => {
  it('lists the answers in the spec order with their labels and skips empty ones', () => {
    const rows = funnelSummaryRows({
      projektart: 'sanierung',
      produkte: ['fenster', 'schiebetuer', 'andere'],
      material: 'alu',
      verglasung: 'unsicher',
      montage: null,
      plz: ' ',
      zeitraum: 'spaeter',
      vorname: 'Eva',
      nachname: 'Nord',
      email: 'eva@example.de',
      telefon: '',
      nachricht: 'Bitte mit Rollläden',
    });
    expect(rows).toEqual([
      { label: 'Projektart', value: 'Sanierung / Austausch' },
      { label: 'Produkte', value: 'Fenster, Schiebeelement, Sonstiges' },
      { label: 'Material', value: 'Aluminium' },
      { label: 'Verglasung', value: 'Weiß nicht' },
      { label: 'Zeitraum', value: 'Später / Unklar' },
      { label: 'Name', value: 'Eva Nord' },
      { label: 'E-Mail', value: 'eva@example.de' },
      { label: 'Nachricht', value: 'Bitte mit Rollläden' },
    ]);
  });
});
