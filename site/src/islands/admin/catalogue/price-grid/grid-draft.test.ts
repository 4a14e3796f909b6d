import { describe, expect, it } from 'vitest';
import { catalogueScreenMessages } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { priceGridEditorMessages as m } from '#features/catalogue/contract/price-grid-editor-messages.ts';
import { priceGridMessages as rules } from '#features/catalogue/contract/price-grid-messages.ts';
import {
  addHeight,
  addWidth,
  columnOf,
  draftOf,
  holdsPrices,
  readDraft,
  removeHeight,
  removeWidth,
  starterGrid,
  withBlock,
} from './grid-draft.ts';

const grid = {
  widths: [1000, 1250],
  heights: [800, 1200],
  cells: [
    [123456, null],
    [0, 99],
  ],
};

describe('the editor draft', () => {
  it('shows cents as German euro and reads the same grid back', () => {
    const draft = draftOf(grid);
    expect(draft.cells[0]).toEqual([
      { text: '1.234,56', onRequest: false },
      { text: '', onRequest: true },
    ]);
    expect(readDraft(draft)).toEqual({ ok: true, grid });
  });

  it('adds a width and a height 250 mm beyond the last with empty cells, which must be priced before saving', () => {
    const grown = addHeight(addWidth(draftOf(grid)));
    expect(grown.widths).toEqual(['1000', '1250', '1500']);
    expect(grown.heights).toEqual(['800', '1200', '1450']);
    const result = readDraft(grown);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toEqual({
      message: `${m.cellLabel('1500', '800')}: ${catalogueScreenMessages.priceRequired}`,
      place: { kind: 'cell', row: 0, column: 2 },
    });
    expect(removeHeight(removeWidth(grown, 2), 2)).toEqual(draftOf(grid));
  });

  it('asks before removing only a column or row that holds a price', () => {
    const draft = draftOf(grid);
    expect(holdsPrices(columnOf(draft, 1))).toBe(true);
    const onRequestOnly = draftOf({
      ...grid,
      cells: [
        [1, null],
        [2, null],
      ],
    });
    expect(holdsPrices(columnOf(onRequestOnly, 1))).toBe(false);
    // A price hidden behind "auf Anfrage" is not one.
    expect(
      holdsPrices([
        { text: '12,00', onRequest: true },
        { text: ' ', onRequest: false },
      ]),
    ).toBe(false);
  });

  it('names each wrong input and points at it: breakpoints that are no whole number, prices that are no amount', () => {
    const draft = draftOf(grid);
    draft.widths[1] = '12,5';
    draft.heights[0] = '';
    draft.cells[1]![0] = { text: '12,3,4', onRequest: false };
    const result = readDraft(draft);
    expect(!result.ok && result.problems).toEqual([
      { message: `${m.widthLabel(2)}: ${m.millimetresRequired}`, place: { kind: 'width', column: 1 } },
      { message: `${m.heightLabel(1)}: ${m.millimetresRequired}`, place: { kind: 'height', row: 0 } },
      { message: `Preis für 1000 × 1200 mm: ${catalogueScreenMessages.priceInvalid}`, place: { kind: 'cell', row: 1, column: 0 } },
    ]);
  });

  it('checks the grid rules and points at the first breakpoint out of order', () => {
    const descending = draftOf({ ...grid, widths: [1000, 900] });
    expect(readDraft(descending)).toEqual({
      ok: false,
      problems: [{ message: rules.widthsAscending, place: { kind: 'width', column: 1 } }],
    });
    const doubled = draftOf({ ...grid, heights: [800, 800] });
    expect(readDraft(doubled)).toEqual({ ok: false, problems: [{ message: rules.heightsAscending, place: { kind: 'height', row: 1 } }] });
  });

  it('pastes a block of prices from a cell on, and refuses one that reaches past the grid', () => {
    const pasted = withBlock(draftOf(grid), 1, 0, [[500, null]]);
    expect(pasted.ok && readDraft(pasted.value)).toEqual({ ok: true, grid: { ...grid, cells: [grid.cells[0], [500, null]] } });
    expect(withBlock(draftOf(grid), 1, 1, [[1, 2]])).toEqual({ ok: false, problems: [m.blockTooLarge] });
  });

  it('starts a new grid 3 × 3 at the base price', () => {
    expect(starterGrid(34253)).toEqual({
      widths: [1000, 1500, 2000],
      heights: [1000, 1500, 2000],
      cells: [
        [34253, 34253, 34253],
        [34253, 34253, 34253],
        [34253, 34253, 34253],
      ],
    });
  });
});
