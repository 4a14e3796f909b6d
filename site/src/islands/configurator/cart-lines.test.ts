import { describe, expect, it } from 'vitest';
import type { CatalogueProduct, OptionGroup } from '../../lib/catalogue.ts';
import { cartLinesOf } from './cart-lines.ts';
import { buildLine } from './line.ts';

const product: CatalogueProduct = {
  id: 7,
  name: 'Kunststofffenster',
  description: '',
  category: 'fenster',
  base_price: 30000,
  price_grid: null,
  values: { kind: 'window', u: 110, ug: 100, g: 60, rw: 38, rc: 'RC2' },
  funding: null,
  funding_max_u: 95,
};

const choice = (id: number, label: string, values: OptionGroup['options'][number]['values']) => ({
  id,
  label,
  description: '',
  price: 0,
  price_modifier: 0,
  price_modifier_type: 'fixed' as const,
  color_code: null,
  image_url: null,
  values,
});

const glazing: OptionGroup = {
  id: 3,
  key: 'verglasung',
  name: 'Verglasung',
  type: 'select',
  required: true,
  options: [choice(31, 'Zweifach', null), choice(32, 'Dreifach', { u: 90, ug: 50, g: 52, rw: null, rc: null })],
};

const lineWith = (choiceId: number) => {
  const form = { category: 'fenster' as const, productId: 7, choices: { 3: choiceId }, width: '100', height: '120', quantity: '2' };
  const { line } = buildLine(product, [glazing], form);
  return cartLinesOf([{ key: 1, ...line! }])[0]!;
};

describe('cartLinesOf', () => {
  it('carries the element’s values with the chosen glazing and its badge into the visitor’s cart line', () => {
    expect(lineWith(32)).toMatchObject({
      productId: 7,
      values: { kind: 'window', u: 90, ug: 50, g: 52, rw: 38, rc: 'RC2' },
      funding: 'förderfähig (BEG EM, Uw ≤ 0,95)',
    });
    expect(lineWith(31)).toMatchObject({ values: product.values, funding: null });
  });
});
