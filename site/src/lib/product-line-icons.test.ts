import { describe, expect, it } from 'vitest';
import { productLineGridClass, productLineIconKind } from './product-line-icons.ts';

describe('product line icons', () => {
  it.each([
    ['Fenster', 'fenster'],
    ['Dachfenster', 'fenster'],
    ['Haustüren', 'tuer'],
    ['Tür & Tor', 'tuer'],
    ['Rollläden', 'rollladen'],
    ['Rollladen-Service', 'rollladen'],
    ['Markisen', 'markise'],
    ['Insektenschutz', 'generic'],
    ['Naturstein', 'generic'],
  ])('%s gets the %s icon', (name, kind) => {
    expect(productLineIconKind(name)).toBe(kind);
  });

  it('picks the first keyword in the spec order when a name has several', () => {
    expect(productLineIconKind('Fenstertüren')).toBe('fenster');
  });
});

describe('product line grid', () => {
  it('has 1, 2, 3 or 4 columns at full width depending on the count', () => {
    expect(productLineGridClass(1)).toContain('grid-cols-1');
    expect(productLineGridClass(1)).not.toContain('sm:grid-cols');
    expect(productLineGridClass(2)).toContain('sm:grid-cols-2');
    expect(productLineGridClass(3)).toContain('lg:grid-cols-3');
    expect(productLineGridClass(7)).toContain('lg:grid-cols-4');
  });
});
