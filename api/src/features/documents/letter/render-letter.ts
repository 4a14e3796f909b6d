import { PDF_FONTS } from '../../../platform/pdf/fonts.ts';
import { renderPdf } from '../../../platform/pdf/render-pdf.ts';
import { footers } from './footer.ts';
import { infoBlock, type LetterAside, type LetterFact } from './info-block.ts';
import { MARGIN, SUBJECT_Y, TEXT_WIDTH } from './layout.ts';
import { letterhead } from './letterhead.ts';
import type { LetterSender } from './sender.ts';

/** What the first page of a letter says above its body. */
export interface LetterHeader {
  /** The PDF's title in its properties. */
  title: string;
  sender: LetterSender;
  recipient: string[];
  facts: readonly LetterFact[];
  aside?: LetterAside;
  /** The subject line, bold (form B), and the text below it. */
  subject: string;
  intro: string;
}

/**
 * A letter as A4 PDF bytes, in the one layout of all our documents (DIN 5008 form B, ADR 066): letterhead,
 * address window, information block, subject and intro, then what `body` draws (positions table, amount
 * rows, titled paragraphs of this folder), then the footer with the company data on every page.
 */
export function renderLetter(header: LetterHeader, body: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return renderPdf({ Title: header.title, Author: header.sender.name }, MARGIN, (doc) => {
    letterhead(doc, header.sender, header.recipient);
    infoBlock(doc, header.facts, header.aside);
    doc.font(PDF_FONTS.bold).fontSize(16).fillColor('black').text(header.subject, MARGIN, SUBJECT_Y, { width: TEXT_WIDTH });
    doc
      .font(PDF_FONTS.regular)
      .fontSize(10)
      .text(header.intro, MARGIN, SUBJECT_Y + 26, { width: TEXT_WIDTH });
    doc.y += 12;
    body(doc);
    footers(doc, header.sender);
  });
}
