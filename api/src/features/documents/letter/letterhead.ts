import { PDF_FONTS } from '../../../platform/pdf/fonts.ts';
import { GREY, MARGIN, RECIPIENT, mm } from './layout.ts';
import type { LetterSender } from './sender.ts';

/** The sender at the top, then the address window: the return line in small type and the recipient below it. */
export function letterhead(doc: PDFKit.PDFDocument, sender: LetterSender, recipient: string[]) {
  doc.font(PDF_FONTS.bold).fontSize(18).fillColor('black').text(sender.heading, MARGIN, MARGIN, { width: 300 });
  doc.font(PDF_FONTS.regular).fontSize(9).fillColor(GREY).text(sender.contact.join('\n'), 380, MARGIN, { width: 160, align: 'right' });
  doc.fontSize(7).text(sender.returnLine, RECIPIENT.x, RECIPIENT.y - mm(5), { width: RECIPIENT.width, lineBreak: false, underline: true });
  doc
    .fontSize(10)
    .fillColor('black')
    .text(recipient.join('\n'), RECIPIENT.x, RECIPIENT.y, {
      width: RECIPIENT.width,
      height: RECIPIENT.bottom - RECIPIENT.y,
      ellipsis: true,
    });
}
