import { PDF_FONTS } from '../../../platform/pdf/fonts.ts';
import { GREY, MARGIN } from './layout.ts';
import { ensureRoom } from './paragraphs.ts';

/** A column: its heading, a second heading line (the price basis, "netto"), its width and alignment. */
export interface LetterColumn {
  title: string;
  subtitle?: string;
  width: number;
  align: 'left' | 'right';
}

/** Something drawn at the right of the description column, such as the configured window. */
interface RowFigure {
  width: number;
  height: number;
  draw: (doc: PDFKit.PDFDocument, x: number, y: number) => void;
}

/** A position: the quantity, the bold title with its description below, and the amount columns' texts. */
export interface PositionRow {
  quantity: string;
  title: string;
  description: string;
  amounts: string[];
  figure?: RowFigure;
}

/**
 * The positions table of every letter: the first column holds the quantity, the second the title and
 * description, the others amounts, right-aligned. A position that would run into the footer starts a new
 * page, which repeats the heading.
 */
export function positionsTable(doc: PDFKit.PDFDocument, columns: readonly LetterColumn[], rows: readonly PositionRow[]) {
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const columnX = (index: number) => MARGIN + columns.slice(0, index).reduce((sum, column) => sum + column.width, 0);
  const cell = (index: number) => ({ x: columnX(index), width: columns[index]!.width - 6, align: columns[index]!.align });
  const rule = (y: number, colour: string, lineWidth: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .strokeColor(colour)
      .lineWidth(lineWidth)
      .stroke();

  const head = () => {
    const y = doc.y;
    doc.font(PDF_FONTS.bold).fontSize(9).fillColor('black');
    columns.forEach((column, index) => doc.text(column.title, cell(index).x, y, { width: cell(index).width, align: column.align }));
    // "Einzelpreis netto" does not fit a column on one line: the basis is the heading's second line.
    doc.font(PDF_FONTS.regular).fontSize(8);
    columns.forEach((column, index) => {
      if (column.subtitle) doc.text(column.subtitle, cell(index).x, y + 11, { width: cell(index).width, align: column.align });
    });
    rule(y + 24, 'black', 0.8);
    doc.y = y + 30;
  };

  /** The quantity with its unit on one line ("2 Stk."), set smaller where "1 pauschal" is wider than the column. */
  const quantity = (text: string, y: number) => {
    const { x, width: cellWidth } = cell(0);
    const fits = cellWidth / doc.fontSize(9).widthOfString(text);
    doc.fontSize(fits < 1 ? Math.max(6, 9 * fits) : 9).text(text, x, y, { width: cellWidth, lineBreak: false });
    doc.fontSize(9);
  };

  const row = (position: PositionRow) => {
    const description = cell(1);
    const textWidth = description.width - (position.figure ? position.figure.width + 6 : 0);
    doc.font(PDF_FONTS.bold).fontSize(9);
    const titleHeight = doc.heightOfString(position.title, { width: textWidth });
    doc.font(PDF_FONTS.regular).fontSize(8);
    const descriptionHeight = position.description ? doc.heightOfString(position.description, { width: textWidth }) : 0;
    const height = Math.max(titleHeight + descriptionHeight, position.figure ? position.figure.height + 2 : 0) + 8;
    if (ensureRoom(doc, height)) head();
    const y = doc.y;
    doc.font(PDF_FONTS.regular).fontSize(9).fillColor('black');
    quantity(position.quantity, y);
    position.amounts.forEach((amount, index) => {
      const { x, width: cellWidth, align } = cell(index + 2);
      doc.text(amount, x, y, { width: cellWidth, align });
    });
    doc.font(PDF_FONTS.bold).text(position.title, description.x, y, { width: textWidth });
    if (position.description)
      doc
        .font(PDF_FONTS.regular)
        .fontSize(8)
        .fillColor(GREY)
        .text(position.description, description.x, y + titleHeight, { width: textWidth });
    position.figure?.draw(doc, description.x + description.width - position.figure.width, y + 2);
    doc.y = y + height;
    rule(doc.y - 3, '#cccccc', 0.5);
  };

  head();
  rows.forEach(row);
}
