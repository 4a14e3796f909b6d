import { describe, expect, it } from 'vitest';
import type { ConfiguredItemSnapshot } from '../../platform/db/schema.ts';
import { configurationLines, dimensionLines } from './mails.ts';
import { linesFromLead } from '../quotes/lines-from-lead.ts';
import { dimensionsText } from './lead-csv.ts';

/** A size typed as "123,5" reaches the server as 123.5; every text shown to people writes it back with a comma. */
const rows = [{ typ: 'fenster' as const, breite: 123.5, hoehe: 140, menge: 2 }];
const item: ConfiguredItemSnapshot = {
  productId: 1,
  productName: 'Kunststofffenster',
  options: [],
  breite: 99.5,
  hoehe: 120.25,
  menge: 1,
  unitPrice: 10_000,
  totalPrice: 10_000,
};

describe('sizes in the texts of a lead', () => {
  it('use the decimal comma in the mails, the CSV export and the quote lines', () => {
    expect(dimensionLines(rows)).toEqual(['- 2 × Fenster, 123,5 × 140 cm']);
    expect(configurationLines([item])[0]).toContain('Kunststofffenster, 99,5 × 120,25 cm');
    expect(dimensionsText(rows)).toBe('2 × Fenster 123,5 × 140 cm');
    expect(linesFromLead({ configuration: null, dimensions: rows }, 'gross')[0]?.description).toContain('123,5 × 140 cm');
    expect(linesFromLead({ configuration: [item], dimensions: [] }, 'gross')[0]?.description).toContain('99,5 × 120,25 cm');
    const everything = [dimensionLines(rows), configurationLines([item]), dimensionsText(rows)].join(' ');
    expect(everything).not.toMatch(/\d\.\d/);
  });
});
