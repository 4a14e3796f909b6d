import { drawQrSymbol } from '../../platform/pdf/qr-symbol.ts';
import { MARGIN, TEXT_WIDTH, mm } from '../documents/letter/layout.ts';
import { ensureRoom, titledParagraph, titledParagraphHeight } from '../documents/letter/paragraphs.ts';

/** A side of 34 mm: above the 2 cm the GiroCode guidelines ask as the least, readable by every phone. */
const GIRO_CODE_SIZE = mm(34);
const GAP = 12;
/** The paragraphs' width beside the code. */
const COLUMN_WIDTH = TEXT_WIDTH - GIRO_CODE_SIZE - GAP;

const CAPTION =
  'GiroCode (rechts): Scannen Sie den Code mit Ihrer Banking-App. Empfänger, IBAN, Betrag und Verwendungszweck sind dann ausgefüllt.';

export interface TitledText {
  title: string;
  text: string;
}

/**
 * The payment paragraphs with the GiroCode at the right beside them, kept together on one page (issue 47:
 * set below the paragraphs, the code took 4 cm of its own and, where the page had less, stood alone on a
 * second page). The code's line goes under the first paragraph. Without a payload (no complete bank
 * account or nothing to pay) the paragraphs run across the letter as before.
 */
export function paymentWithGiroCode(doc: PDFKit.PDFDocument, paragraphs: readonly TitledText[], payload: string | null) {
  if (!payload) {
    for (const { title, text } of paragraphs) titledParagraph(doc, title, text);
    return;
  }
  const column = paragraphs.map((paragraph, index) => (index === 0 ? { ...paragraph, text: `${paragraph.text}\n${CAPTION}` } : paragraph));
  const columnHeight = column.reduce((sum, { title, text }) => sum + titledParagraphHeight(doc, title, text, COLUMN_WIDTH), 0);
  // The code stands beside the first title, so it needs its line's 12 points above it too.
  ensureRoom(doc, Math.max(columnHeight, 12 + GIRO_CODE_SIZE));
  const top = doc.y;
  drawQrSymbol(doc, payload, MARGIN + TEXT_WIDTH - GIRO_CODE_SIZE, top + 12, GIRO_CODE_SIZE);
  for (const { title, text } of column) titledParagraph(doc, title, text, COLUMN_WIDTH);
  doc.y = Math.max(doc.y, top + 12 + GIRO_CODE_SIZE);
}
