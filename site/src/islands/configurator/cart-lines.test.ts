import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../lib/catalogue.ts';
import { cartLinesOf } from './cart-lines.ts';

const values = { kind: 'window', u: 95, ug: 50, g: 52, rw: 38, rc: 'RC2' } as const;
const product: CatalogueProduct = {
  id: 7,
  name: 'Kunststofffenster',
  description: '',
  category: 'fenster',
  base_price: 30000,
  price_grid: null,
  values,
  funding: 'förderfähig (BEG EM, Uw ≤ 0,95)',
};

describe('cartLinesOf', () => {
  it('carries the product’s declared values and badge into the visitor’s cart line', () => {
    const [line] = cartLinesOf([
      { key: 1, product, quantity: 2, options: [], width: 100, height: 120, unitPrice: 30000, totalPrice: 60000 },
    ]);
    expect(line).toMatchObject({ productId: 7, values, funding: 'förderfähig (BEG EM, Uw ≤ 0,95)' });
  });
});
