import { describe, expect, it } from 'vitest';
import type { PriceGrid } from './price-grid.ts';
import { priceGridEditorMessages as m } from './price-grid-editor-messages.ts';
import { priceGridMessages as rules } from './price-grid-messages.ts';
import {
  CSV_BYTE_ORDER_MARK,
  parsePriceBlock,
  parsePriceGridTable,
  placeBlock,
  priceGridFileName,
  priceGridToCsv,
  splitTable,
} from './price-grid-table.ts';

const grid: PriceGrid = {
  widths: [500, 1000, 1500],
  heights: [600, 1200],
  cells: [
    [12345, 20000, null],
    [99, 123456, 999_999_999],
  ],
};

const parsed = (text: string) => {
  const result = parsePriceGridTable(text);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.value;
};
const problems = (text: string) => {
  const result = parsePriceGridTable(text);
  return result.ok ? [] : result.problems;
};

describe('grid → CSV', () => {
  it('writes German Excel: semicolons, decimal comma without thousands dots, "auf Anfrage", CRLF', () => {
    expect(priceGridToCsv(grid)).toBe(
      'Höhe \\ Breite (mm);500;1000;1500\r\n600;123,45;200,00;auf Anfrage\r\n1200;0,99;1234,56;9999999,99\r\n',
    );
  });

  it('names the file after the product, umlauts spelled out', () => {
    expect(priceGridFileName('Kunststofffenster Ökoline 2 (weiß)')).toBe('preisraster-kunststofffenster-oekoline-2-weiss.csv');
    expect(priceGridFileName('***')).toBe('preisraster-produkt.csv');
  });

  it('reads back the same grid, cents and "auf Anfrage" cells included, also with the BOM of the download', () => {
    expect(parsed(priceGridToCsv(grid))).toEqual(grid);
    expect(parsed(CSV_BYTE_ORDER_MARK + priceGridToCsv(grid))).toEqual(grid);
  });
});

describe('spreadsheet text → grid', () => {
  it('accepts what Excel and LibreOffice write: tabs, quotes, thousands dots, one decimal, €, LF, empty cells, trailing empty line', () => {
    const excel = 'Höhe\\Breite\t"1.000"\t1500 mm\n800\t"1.234,50 €"\t1234,5\n1000\t\tAuf Anfrage\n\n';
    expect(parsed(excel)).toEqual({
      widths: [1000, 1500],
      heights: [800, 1000],
      cells: [
        [123450, 123450],
        [null, null],
      ],
    });
  });

  it('keeps a separator, a quote and a line break inside quotes, and ignores the empty columns after the last', () => {
    expect(parsed('"Höhe; ""mm""\r\nBreite";700;900;;\r\n500;"1,00";2,00;;')).toEqual({
      widths: [700, 900],
      heights: [500],
      cells: [[100, 200]],
    });
    expect(splitTable('"a;b";"c""d"\r\n"e\r\nf";g')).toEqual({
      ok: true,
      value: [
        { line: 1, fields: ['a;b', 'c"d'] },
        { line: 2, fields: ['e\r\nf', 'g'] },
      ],
    });
  });

  it('names row and column of every field that is no amount or no size', () => {
    expect(problems('Höhe \\ Breite;1000;abc\n800;12,3,4;-5,00\nhoch;10000000,00;1,234')).toEqual([
      m.notMillimetres(1, 3, 'abc'),
      m.notAmount(2, 2, '12,3,4'),
      m.negativeAmount(2, 3, '-5,00'),
      m.notMillimetres(3, 1, 'hoch'),
      m.amountTooLarge(3, 2, '10000000,00'),
      m.notAmount(3, 3, '1,234'),
    ]);
    expect(m.notAmount(3, 4, '12,3,4')).toBe('Zeile 3, Spalte 4: „12,3,4“ ist kein Betrag.');
  });

  it('refuses a ragged row, an empty or headless table and an open quote', () => {
    expect(problems(';1000;2000\n800;1,00\n900;1,00;2,00;3,00')).toEqual([m.rowLength(2, 1, 2), m.rowLength(3, 3, 2)]);
    expect(m.rowLength(2, 1, 2)).toBe('Zeile 2 hat 1 Preis, erwartet werden 2 Preise (einer je Breite).');
    expect(problems('')).toEqual([m.tableEmpty]);
    expect(problems('\r\n\r\n')).toEqual([m.tableEmpty]);
    expect(problems('Höhe \\ Breite;1000;2000')).toEqual([m.tableShape]);
    expect(problems('Höhe \\ Breite\n800\n900')).toEqual([m.tableShape]);
    expect(problems('Höhe;1000\n800;"1,00')).toEqual([m.unclosedQuote(2)]);
  });

  it("checks the grid's own rules once every field is read: ascending breakpoints, their range and number", () => {
    expect(problems(';1000;900\n800;1,00;2,00')).toEqual([rules.widthsAscending]);
    expect(problems(';1000\n900;1,00\n900;2,00')).toEqual([rules.heightsAscending]);
    expect(problems(';0;20000\n800;1,00;2,00')).toEqual([rules.breakpointRange]);
    const many = Array.from({ length: 31 }, (_, index) => 100 + index);
    expect(problems(`;${many.join(';')}\n800;${many.map(() => '1,00').join(';')}`)).toEqual([rules.tooManyBreakpoints]);
  });
});

describe('pasted blocks', () => {
  it('reads a tab-separated block of prices, empty cells as "auf Anfrage"', () => {
    expect(parsePriceBlock('1.100,00\t\r\nauf anfrage\t7,5\r\n')).toEqual({
      ok: true,
      value: [
        [110000, null],
        [null, 750],
      ],
    });
    expect(parsePriceBlock('1,00\tx')).toEqual({ ok: false, problems: [m.notAmount(1, 2, 'x')] });
    expect(parsePriceBlock('\n')).toEqual({ ok: false, problems: [m.tableEmpty] });
  });

  it('fills cells rightwards and downwards from the target, and refuses a block that would reach outside the grid', () => {
    const cells = [
      [1, 2, 3],
      [4, 5, 6],
    ];
    expect(
      placeBlock(cells, 0, 1, [
        [20, 30],
        [50, 60],
      ]),
    ).toEqual({
      ok: true,
      value: [
        [1, 20, 30],
        [4, 50, 60],
      ],
    });
    expect(cells[0]).toEqual([1, 2, 3]);
    expect(placeBlock(cells, 1, 0, [[7], [8]])).toEqual({ ok: false, problems: [m.blockTooLarge] });
    expect(placeBlock(cells, 0, 2, [[7, 8]])).toEqual({ ok: false, problems: [m.blockTooLarge] });
    expect(m.blockTooLarge).toBe('Der eingefügte Block ist größer als das Raster ab dieser Zelle.');
  });
});
