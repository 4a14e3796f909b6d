import { describe, expect, it } from 'vitest';
import { centimetresToMm, gridPrice, type PriceGrid } from './price-grid.ts';
import { priceGridProblems } from './price-grid-check.ts';
import { priceGridMessages as m } from './price-grid-messages.ts';
import { priceBasis, unitPrice, type PriceModifier, type PricedProduct } from './price.ts';

// Columns 1000 / 1500 / 2000 mm wide, rows 800 / 1200 mm high; one cell "auf Anfrage".
const grid: PriceGrid = {
  widths: [1000, 1500, 2000],
  heights: [800, 1200],
  cells: [
    [20000, 25000, 30000],
    [24000, 29000, null],
  ],
};

describe('gridPrice', () => {
  it('prices a size below the first breakpoints by the first cell', () => {
    expect(gridPrice(grid, { width: 385, height: 385 })).toBe(20000);
  });

  it('prices a size exactly on a breakpoint by that breakpoint, one above it by the next', () => {
    expect(gridPrice(grid, { width: 1000, height: 800 })).toBe(20000);
    expect(gridPrice(grid, { width: 1001, height: 800 })).toBe(25000);
    expect(gridPrice(grid, { width: 1000, height: 801 })).toBe(24000);
    expect(gridPrice(grid, { width: 1500, height: 1200 })).toBe(29000);
    expect(gridPrice(grid, { width: 1999, height: 799 })).toBe(30000);
  });

  it('has no price in an "auf Anfrage" cell', () => {
    expect(gridPrice(grid, { width: 1600, height: 900 })).toBeNull();
    expect(gridPrice(grid, { width: 2000, height: 1200 })).toBeNull();
  });

  it('has no price above the largest breakpoint in either direction', () => {
    expect(gridPrice(grid, { width: 2001, height: 500 })).toBeNull();
    expect(gridPrice(grid, { width: 500, height: 1201 })).toBeNull();
  });

  it('turns configurator centimetres into millimetres', () => {
    expect(centimetresToMm({ width: 120, height: 140.5 })).toEqual({ width: 1200, height: 1405 });
  });
});

/** A product's unit price at a size as the shop and the server compute it: basis, then the options. */
function configuredUnitPrice(product: PricedProduct, size: { width: number; height: number }, modifiers: PriceModifier[]) {
  const basis = priceBasis(product, size);
  return basis === null ? null : unitPrice(basis, modifiers);
}

describe('the price basis', () => {
  const percent = (value: number) => ({ priceModifier: value, priceModifierType: 'percentage' as const });
  const fixed = (value: number) => ({ priceModifier: value, priceModifierType: 'fixed' as const });

  it('takes the grid price for the size, percentages of it and fixed amounts on top', () => {
    const product = { basePrice: 14900, priceGrid: grid };
    expect(configuredUnitPrice(product, { width: 1200, height: 1000 }, [percent(10), fixed(4900)])).toBe(29000 + 2900 + 4900);
    expect(configuredUnitPrice(product, { width: 900, height: 700 }, [percent(10), fixed(4900)])).toBe(20000 + 2000 + 4900);
  });

  it('is "auf Anfrage" (null) where the grid has no price, whatever the options', () => {
    expect(configuredUnitPrice({ basePrice: 14900, priceGrid: grid }, { width: 2500, height: 1000 }, [fixed(100)])).toBeNull();
  });

  it('keeps the base price for a product without a grid, at any size', () => {
    const product = { basePrice: 14900, priceGrid: null };
    expect(priceBasis(product, { width: 500, height: 500 })).toBe(14900);
    expect(priceBasis(product, { width: 3000, height: 3000 })).toBe(14900);
  });

  it('uses the base price of a grid product while its size is not known yet', () => {
    expect(priceBasis({ basePrice: 14900, priceGrid: grid }, null)).toBe(14900);
  });
});

describe('priceGridProblems', () => {
  it('accepts a valid grid', () => {
    expect(priceGridProblems(grid)).toEqual([]);
  });

  it('names breakpoints that do not ascend, and doubles', () => {
    expect(priceGridProblems({ ...grid, widths: [1000, 2000, 1500] })).toContain(m.widthsAscending);
    expect(priceGridProblems({ ...grid, heights: [800, 800] })).toContain(m.heightsAscending);
  });

  it('names negative or fractional prices, ragged rows and empty axes', () => {
    const withCells = (cells: (number | null)[][]) => priceGridProblems({ ...grid, cells });
    const secondRow = [0, 0, 0];
    expect(withCells([[-1, 0, 0], secondRow])).toEqual([m.cellPrice]);
    expect(withCells([[1.5, 0, 0], secondRow])).toEqual([m.cellPrice]);
    expect(
      withCells([
        [0, 0, 0],
        [0, 0],
      ]),
    ).toEqual([m.cellsShape]);
    expect(priceGridProblems({ widths: [], heights: [], cells: [] })).toEqual([m.widthsMissing, m.heightsMissing]);
  });

  it('names breakpoints out of range', () => {
    expect(priceGridProblems({ ...grid, widths: [0, 1500, 2000] })).toContain(m.breakpointRange);
    expect(priceGridProblems({ ...grid, widths: [1000, 1500, 10_001] })).toContain(m.breakpointRange);
  });
});
