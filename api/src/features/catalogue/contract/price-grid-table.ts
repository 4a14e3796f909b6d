import { catalogueScreenMessages } from './catalogue-screen-messages.ts';
import type { PriceGrid } from './price-grid.ts';
import { priceGridProblems } from './price-grid-check.ts';
import { priceGridEditorMessages as m } from './price-grid-editor-messages.ts';
import { parseEuroToCents } from './price-input.ts';

/**
 * A size price grid as spreadsheet text (ADR 024), the way German Excel and LibreOffice write and copy it:
 * the first row holds the widths, every further row a height and its prices in euro with a decimal comma;
 * an empty field or "auf Anfrage" is a cell without a price. Zod-free and DOM-free, so it is tested alone
 * and shared by the editor's CSV export, CSV import and paste.
 */

export type TableResult<Value> = { ok: true; value: Value } | { ok: false; problems: string[] };

/** The byte order mark that makes Excel read a downloaded CSV file as UTF-8 (without it "Höhe" turns into "HÃ¶he"). */
export const CSV_BYTE_ORDER_MARK = '\ufeff';
const ON_REQUEST_TEXT = 'auf Anfrage';

/** 123450 → "1234,50": no thousands dots, so every spreadsheet reads the field as one number. */
function centsForTable(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** The grid as German Excel's CSV: `;` between fields, CRLF between rows (the file's BOM is added on download). */
export function priceGridToCsv(grid: PriceGrid): string {
  const rows = [
    [m.tableCorner, ...grid.widths.map(String)],
    ...grid.heights.map((height, row) => [
      String(height),
      ...grid.widths.map((_, column) => {
        const cell = grid.cells[row]?.[column] ?? null;
        return cell === null ? ON_REQUEST_TEXT : centsForTable(cell);
      }),
    ]),
  ];
  return rows.map((fields) => fields.join(';')).join('\r\n') + '\r\n';
}

interface TableRow {
  /** The row's line number in the text, from 1, for the messages. */
  line: number;
  fields: string[];
}

/**
 * Splits spreadsheet text into rows of trimmed fields: `;` or, when the first line has a tab (a copied
 * block), tab between fields; fields in double quotes may hold the separator, line breaks and "" for a quote.
 * A leading BOM and trailing empty lines are dropped.
 */
export function splitTable(text: string): TableResult<TableRow[]> {
  const source = text.startsWith(CSV_BYTE_ORDER_MARK) ? text.slice(1) : text;
  const firstLine = source.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const separator = firstLine.includes('\t') ? '\t' : ';';
  const rows: TableRow[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  const endRow = () => {
    fields.push(field.trim());
    rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
    rowLine = line;
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line++;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === separator) {
      fields.push(field.trim());
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      line++;
      endRow();
    } else field += char;
  }
  if (quoted) return { ok: false, problems: [m.unclosedQuote(rowLine)] };
  if (field !== '' || fields.length > 0) endRow();
  while (rows.length > 0 && rows[rows.length - 1]!.fields.every((value) => value === '')) rows.pop();
  return { ok: true, value: rows };
}

/** "1.250", "1250" or "1250 mm" → 1250; anything else is not a breakpoint. */
function readMillimetres(text: string): number | null {
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:\s*mm)?$/i.exec(text);
  return match ? Number(match[1]!.replace(/\./g, '')) : null;
}

/** A price field: empty or "auf Anfrage" → null, "1.234,50 €", "1234,5" → cents; otherwise a message with its place. */
function readCell(text: string, row: number, column: number): { ok: true; value: number | null } | { ok: false; problem: string } {
  if (text === '' || text.toLowerCase() === ON_REQUEST_TEXT.toLowerCase()) return { ok: true, value: null };
  const parsed = parseEuroToCents(text, { allowNegative: true });
  if (parsed.ok && parsed.value < 0) return { ok: false, problem: m.negativeAmount(row, column, text) };
  if (parsed.ok) return parsed;
  const tooLarge = parsed.message === catalogueScreenMessages.priceTooLarge;
  return { ok: false, problem: tooLarge ? m.amountTooLarge(row, column, text) : m.notAmount(row, column, text) };
}

/** Reads every field of a row as a price; `firstColumn` is the column number of the first field, for the messages. */
function readCells(row: TableRow, fields: string[], firstColumn: number, problems: string[]): (number | null)[] {
  return fields.map((text, index) => {
    const cell = readCell(text, row.line, firstColumn + index);
    if (cell.ok) return cell.value;
    problems.push(cell.problem);
    return null;
  });
}

/** Drops the empty fields a spreadsheet writes after the last used column. */
function withoutTrailingEmpty(fields: string[], keep: number): string[] {
  let end = fields.length;
  while (end > keep && fields[end - 1] === '') end--;
  return fields.slice(0, end);
}

/**
 * A whole grid from spreadsheet text (a CSV file or a block copied with its headers): the first field is the
 * corner's label and is ignored. Every problem is reported with its row and column, then the grid's own rules
 * (ascending breakpoints, limits) are checked with priceGridProblems.
 */
export function parsePriceGridTable(text: string): TableResult<PriceGrid> {
  const table = splitTable(text);
  if (!table.ok) return table;
  const [header, ...body] = table.value;
  if (!header) return { ok: false, problems: [m.tableEmpty] };
  const widthFields = withoutTrailingEmpty(header.fields, 1).slice(1);
  if (widthFields.length === 0 || body.length === 0) return { ok: false, problems: [m.tableShape] };
  const problems: string[] = [];
  const widths = widthFields.map((field, index) => {
    const mm = readMillimetres(field);
    if (mm === null) problems.push(m.notMillimetres(header.line, index + 2, field));
    return mm ?? 0;
  });
  const heights: number[] = [];
  const cells: (number | null)[][] = [];
  for (const row of body) {
    const [heightField = '', ...priceFields] = withoutTrailingEmpty(row.fields, widths.length + 1);
    const mm = readMillimetres(heightField);
    if (mm === null) problems.push(m.notMillimetres(row.line, 1, heightField));
    heights.push(mm ?? 0);
    if (priceFields.length !== widths.length) problems.push(m.rowLength(row.line, priceFields.length, widths.length));
    cells.push(readCells(row, priceFields, 2, problems));
  }
  if (problems.length > 0) return { ok: false, problems };
  const grid = { widths, heights, cells };
  const gridProblems = priceGridProblems(grid);
  return gridProblems.length > 0 ? { ok: false, problems: gridProblems } : { ok: true, value: grid };
}

/** A block of prices copied from a spreadsheet (tab-separated, or `;`): rows of cents or null, without headers. */
export function parsePriceBlock(text: string): TableResult<(number | null)[][]> {
  const table = splitTable(text);
  if (!table.ok) return table;
  if (table.value.length === 0) return { ok: false, problems: [m.tableEmpty] };
  const problems: string[] = [];
  const block = table.value.map((row) => readCells(row, row.fields, 1, problems));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: block };
}

/**
 * `block` written into `cells` from (row, column) rightwards and downwards; the grid never grows, so a block
 * reaching past its last row or column is refused whole rather than cut off unnoticed.
 */
export function placeBlock<Cell>(cells: Cell[][], row: number, column: number, block: Cell[][]): TableResult<Cell[][]> {
  const fits =
    row + block.length <= cells.length && block.every((blockRow, offset) => column + blockRow.length <= (cells[row + offset]?.length ?? 0));
  if (!fits) return { ok: false, problems: [m.blockTooLarge] };
  const placed = cells.map((cellRow) => [...cellRow]);
  block.forEach((blockRow, offset) => blockRow.forEach((cell, index) => (placed[row + offset]![column + index] = cell)));
  return { ok: true, value: placed };
}

/** "Kunststofffenster Ökoline 2" → "preisraster-kunststofffenster-oekoline-2.csv": a file name every system keeps. */
export function priceGridFileName(product: string): string {
  const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
  const slug = product
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => umlauts[char]!)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `preisraster-${slug || 'produkt'}.csv`;
}
