import { PDF_FONTS } from '../../platform/pdf/fonts.ts';
import { formatMillimetres } from '../../shared/format.ts';
import type { AufmassOpeningJson } from './contract/aufmass.ts';

/**
 * An opening's measurement sketch in the Aufmaßprotokoll (issue 48), seen from inside: the masonry opening
 * (Rohbaumaß) hatched grey, the element at its order size (Bestellmaß) inside it with the joint around, the
 * opening symbol of its sash (the dashed lines meet at the hinge side, as DIN 1356 draws it; a tilt meets
 * at the bottom) and both sizes written at the sides. Drawn to scale in a box of `box` points.
 */
export function drawOpening(doc: PDFKit.PDFDocument, opening: AufmassOpeningJson, x: number, y: number, box: number): void {
  const scale = Math.min(box / opening.roughWidthMm, box / opening.roughHeightMm);
  const rough = { width: opening.roughWidthMm * scale, height: opening.roughHeightMm * scale };
  const joint = {
    x: ((opening.roughWidthMm - opening.orderWidthMm) / 2) * scale,
    y: ((opening.roughHeightMm - opening.orderHeightMm) / 2) * scale,
  };
  const element = { x: x + joint.x, y: y + joint.y, width: opening.orderWidthMm * scale, height: opening.orderHeightMm * scale };
  const keepY = doc.y;
  doc.save();
  doc.rect(x, y, rough.width, rough.height).fillAndStroke('#d9d9d9', '#555555');
  doc.rect(element.x, element.y, element.width, element.height).lineWidth(0.8).fillAndStroke('#eef5fb', '#1f2937');
  symbol(doc, opening, element);
  doc.font(PDF_FONTS.regular).fontSize(7).fillColor('#1f2937');
  doc.text(`B ${formatMillimetres(opening.orderWidthMm)}`, x, y + rough.height + 3, { width: rough.width, align: 'center' });
  doc.text(`R ${formatMillimetres(opening.roughWidthMm)}`, x, y + rough.height + 12, { width: rough.width, align: 'center' });
  const side = x + rough.width + 4;
  doc.text(`B ${formatMillimetres(opening.orderHeightMm)}`, side, y + rough.height / 2 - 9, { lineBreak: false });
  doc.text(`R ${formatMillimetres(opening.roughHeightMm)}`, side, y + rough.height / 2 + 1, { lineBreak: false });
  doc.restore();
  doc.y = keepY;
}

type Box = { x: number; y: number; width: number; height: number };

function symbol(doc: PDFKit.PDFDocument, opening: AufmassOpeningJson, element: Box) {
  const { x, y, width, height } = element;
  const dashed = (points: [number, number][]) => {
    doc.moveTo(...points[0]!);
    for (const point of points.slice(1)) doc.lineTo(...point);
    doc.lineWidth(0.5).dash(3, { space: 2 }).strokeColor('#1f2937').stroke().undash();
  };
  const hingeLeft = opening.hinge === 'links';
  const side: [number, number] = hingeLeft ? [x, y + height / 2] : [x + width, y + height / 2];
  const far = hingeLeft ? x + width : x;
  if (opening.openingType === 'dreh' || opening.openingType === 'dreh_kipp' || opening.openingType === 'tuer') {
    dashed([[far, y], side, [far, y + height]]);
  }
  if (opening.openingType === 'kipp' || opening.openingType === 'dreh_kipp') {
    dashed([
      [x, y],
      [x + width / 2, y + height],
      [x + width, y],
    ]);
  }
  if (opening.openingType === 'schiebe') {
    const middle = y + height / 2;
    doc
      .moveTo(x + width * 0.2, middle)
      .lineTo(x + width * 0.8, middle)
      .lineWidth(0.6)
      .strokeColor('#1f2937')
      .stroke();
    doc
      .moveTo(x + width * 0.7, middle - 4)
      .lineTo(x + width * 0.8, middle)
      .lineTo(x + width * 0.7, middle + 4)
      .stroke();
  }
}
