import { registerPdfFonts } from './fonts.ts';

/**
 * An A4 document with `margin` on every side (the letter's, features/documents/letter), drawn by `draw` and returned as bytes. pdfkit (with fontkit)
 * is loaded with the first document, not with the server: most processes never make a PDF (ADR 044).
 * Pages are buffered, so `draw` can go back and write the footers once the page count is known.
 */
export async function renderPdf(
  info: { Title: string; Author: string },
  margin: number,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    bufferPages: true,
    info,
  });
  await registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
