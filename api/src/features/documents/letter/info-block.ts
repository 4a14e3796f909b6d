import { PDF_FONTS } from '../../../platform/pdf/fonts.ts';
import { GREY, INFO } from './layout.ts';

/** A label and its value in the information block ("Rechnungsnummer", "RE-2026-0001"). */
export type LetterFact = readonly [label: string, value: string];

/** A titled block of lines below the facts, such as the installation address. */
export interface LetterAside {
  title: string;
  lines: string[];
}

/** Beside the address window: the document's facts, and an aside below them when there is one. */
export function infoBlock(doc: PDFKit.PDFDocument, facts: readonly LetterFact[], aside?: LetterAside) {
  doc.font(PDF_FONTS.regular).fontSize(9);
  facts.forEach(([label, value], index) => {
    const y = INFO.y + index * INFO.lineHeight;
    doc.fillColor(GREY).text(label, INFO.labelX, y, { width: INFO.labelWidth });
    doc.fillColor('black').text(value, INFO.valueX, y, { width: INFO.valueWidth, align: 'right' });
  });
  if (!aside || aside.lines.length === 0) return;
  const y = INFO.y + facts.length * INFO.lineHeight + 6;
  const width = INFO.labelWidth + INFO.valueWidth;
  doc.fillColor(GREY).text(aside.title, INFO.labelX, y, { width });
  doc.fillColor('black').text(aside.lines.join('\n'), INFO.labelX, y + 12, { width });
}
