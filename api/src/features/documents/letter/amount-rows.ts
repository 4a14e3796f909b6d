import { PDF_FONTS } from '../../../platform/pdf/fonts.ts';
import { formatCents } from '../../../shared/format.ts';
import { MARGIN, TEXT_WIDTH } from './layout.ts';
import { ensureRoom } from './paragraphs.ts';

/** A label and its amount; the prominent one (the gross total, the amount to pay) larger and bold. */
export interface AmountRow {
  label: string;
  amount: number;
  prominent?: boolean;
}

const LABEL_WIDTH = 330;
const VALUE_WIDTH = 100;

/**
 * Totals and other label/amount rows, at the right under the table, kept together on one page. Wide
 * enough for "Gesamtbetrag inkl. 19 % USt." and 9.999.999,99 € at 13 pt bold on one line each; a longer
 * label (the dunning letter's interest) breaks, and the next row goes below it.
 */
export function amountRows(doc: PDFKit.PDFDocument, rows: readonly AmountRow[]) {
  ensureRoom(doc, rows.length * 19 + 10);
  const labelX = MARGIN + TEXT_WIDTH - 6 - VALUE_WIDTH - LABEL_WIDTH;
  doc.y += 6;
  for (const row of rows) {
    const size = row.prominent ? 13 : 9;
    if (row.prominent) doc.y += 2;
    const y = doc.y;
    doc
      .font(row.prominent ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fontSize(size)
      .fillColor('black');
    doc.text(row.label, labelX, y, { width: LABEL_WIDTH, align: 'right' });
    const below = doc.y;
    doc.text(formatCents(row.amount), labelX + LABEL_WIDTH, y, { width: VALUE_WIDTH, align: 'right' });
    doc.y = Math.max(below, y + size + 6) + (row.prominent ? 2 : 0);
  }
}
