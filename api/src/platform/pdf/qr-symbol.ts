import { qrModules } from '../qr/qr-code.ts';

/**
 * Draws a QR symbol as vector shapes (one rectangle per run of dark modules in a row, filled at once):
 * sharp at any zoom and print resolution, and no image to embed. `size` is the side in points,
 * including the quiet zone.
 */
export function drawQrSymbol(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const modules = qrModules(text);
  const module = size / modules.length;
  doc.save();
  modules.forEach((row, rowIndex) => {
    let start = -1;
    row.forEach((dark, column) => {
      if (dark && start < 0) start = column;
      if ((!dark || column === row.length - 1) && start >= 0) {
        const end = dark ? column + 1 : column;
        doc.rect(x + start * module, y + rowIndex * module, (end - start) * module, module);
        start = -1;
      }
    });
  });
  doc.fillColor('black').fill();
  doc.restore();
}
