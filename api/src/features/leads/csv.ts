/**
 * CSV for German Excel (docs/architecture.md): `;` between cells, CRLF between rows, quotes where a cell
 * needs them, and the OWASP guard against formula injection: a cell that begins with = + - @, a tab or a
 * line break gets a leading ' so a spreadsheet shows it as text instead of running it.
 * https://owasp.org/www-community/attacks/CSV_Injection
 */

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(guarded) || guarded !== guarded.trim() ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvRow(cells: string[]): string {
  return `${cells.map(csvCell).join(SEPARATOR)}\r\n`;
}
