import { PDF_FONTS } from '../../../platform/pdf/fonts.ts';
import { MARGIN, PAGE_BOTTOM, TEXT_WIDTH } from './layout.ts';

/** Goes to a new page when fewer than `height` points are left above the footer; true when it did. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): boolean {
  if (doc.y + height <= PAGE_BOTTOM) return false;
  doc.addPage();
  doc.y = MARGIN;
  return true;
}

/** The points a titled paragraph of this width takes, from the line above it to its last line. */
export function titledParagraphHeight(doc: PDFKit.PDFDocument, title: string, text: string, width = TEXT_WIDTH): number {
  const titleHeight = doc.font(PDF_FONTS.bold).fontSize(10).heightOfString(title, { width });
  return 12 + titleHeight + 2 + doc.font(PDF_FONTS.regular).fontSize(9).heightOfString(text, { width });
}

/**
 * A bold title and its text below, across the letter (or `width` wide, where something stands beside it);
 * on a new page when too little room is left.
 */
export function titledParagraph(doc: PDFKit.PDFDocument, title: string, text: string, width = TEXT_WIDTH) {
  ensureRoom(doc, 50);
  doc
    .font(PDF_FONTS.bold)
    .fontSize(10)
    .fillColor('black')
    .text(title, MARGIN, doc.y + 12, { width });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .text(text, MARGIN, doc.y + 2, { width });
}
