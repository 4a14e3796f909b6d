import { describe, expect, it } from 'vitest';
import { funnelLinkForLine, funnelProductOfLine } from './product-line-funnel.ts';

describe('product line → funnel product', () => {
  it.each([
    ['Fenster', 'produkt_fenster'],
    ['Haustüren', 'produkt_tuer'],
    ['Schiebetüren', 'produkt_schiebetuer'],
    ['Dachfenster', 'produkt_dachfenster'],
    ['Rollläden', 'produkt_rollladen'],
    ['Insektenschutz', 'produkt_insektenschutz'],
    ['Markisen', null],
  ])('%s preselects %s', (name, flag) => {
    expect(funnelProductOfLine(name)).toBe(flag);
  });

  it('links to the funnel with the product, or plainly', () => {
    expect(funnelLinkForLine('Haustüren')).toBe('/funnel?produkt=tuer');
    expect(funnelLinkForLine('Markisen')).toBe('/funnel');
  });
});
