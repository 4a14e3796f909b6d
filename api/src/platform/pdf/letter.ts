import { PDF_FONTS } from './fonts.ts';

/**
 * The business letter every document is printed on (quotes, invoices): A4 margins and the places of
 * DIN 5008 form B, and the titled paragraphs that close a document.
 */
export const MARGIN = 56;
/** Below this the footer begins; content that would run into it goes to the next page. */
export const PAGE_BOTTOM = 841.89 - 80;
export const GREY = '#555555';

/** Millimetres to points: the address window's places are given in mm (DIN 5008). */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4;
/**
 * DIN 5008 form B: the address field 20 mm from the left and 45 mm from the top, 85 × 45 mm; its first
 * 17.7 mm hold the sender's return line, the recipient follows below, indented 5 mm, down to 90 mm.
 */
export const ADDRESS_WINDOW = { x: mm(20), y: mm(45), width: mm(85), height: mm(45) } as const;
export const RECIPIENT = { x: mm(25), y: mm(45 + 17.7), width: mm(75), bottom: mm(90) } as const;
/** The information block beside the window (form B: from 50 mm down). */
export const INFO_Y = mm(50);
/** Where the subject line starts (form B), below the address window. */
export const SUBJECT_Y = mm(98.5);

/** A bold title and its text below, across `width`; on a new page when too little room is left. */
export function titledParagraph(doc: PDFKit.PDFDocument, width: number, title: string, text: string) {
  if (doc.y + 50 > PAGE_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
  }
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
