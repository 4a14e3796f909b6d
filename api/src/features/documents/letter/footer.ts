import { PDF_FONTS } from '../../../platform/pdf/fonts.ts';
import { FOOTER_Y, GREY, MARGIN, TEXT_WIDTH } from './layout.ts';
import type { LetterSender } from './sender.ts';

/** The sender's footer on every page, with "Seite n von m": drawn last, once the page count is known. */
export function footers(doc: PDFKit.PDFDocument, sender: LetterSender) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const [first, second] = sender.footer;
    const pages = `Seite ${index + 1} von ${range.count}`;
    // Writing below the bottom margin would start a new page; the margin is lifted for the footer.
    doc.page.margins.bottom = 0;
    doc
      .font(PDF_FONTS.regular)
      .fontSize(7)
      .fillColor(GREY)
      .text([first, second ? `${second} · ${pages}` : pages].join('\n'), MARGIN, FOOTER_Y, { width: TEXT_WIDTH, align: 'center' });
  }
}
