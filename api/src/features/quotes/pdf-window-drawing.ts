import { drawingChoicesOf, hasWindowChoices } from '../catalogue/contract/window-choices.ts';
import {
  dimensionTicks,
  drawingColours,
  drawWindow,
  FONT_SIZE,
  SYMBOL_DASH,
  type Rect,
  type Segment,
  type WindowDrawing,
  type WindowDrawingInput,
} from '../catalogue/contract/window-drawing.ts';
import { PDF_FONTS } from '../../platform/pdf/fonts.ts';
import type { LineDrawing } from '../documents/contract/lines.ts';

/**
 * The configured window beside its quote line, drawn as vector paths from the same geometry as the site's
 * SVG (catalogue/contract/window-drawing.ts): frame in its colour, sashes, transom light, opening symbols
 * and dimensions. Lines in points, as on paper a stroke should not grow with the window.
 */

/** The drawing's input for a line, or null for a line that is no window (a door, a shutter, a free line). */
export function windowOfLine(drawing: LineDrawing | null | undefined): WindowDrawingInput | null {
  if (!drawing) return null;
  const choices = drawingChoicesOf(drawing.options);
  if (!hasWindowChoices(choices)) return null;
  // Lines keep the configurator's centimetres; the drawing is in millimetres.
  const millimetres = (centimetres: number | null) => (centimetres === null ? null : centimetres * 10);
  return { widthMm: millimetres(drawing.breite), heightMm: millimetres(drawing.hoehe), choices };
}

/** The drawing and the scale that fits it into a box of `width` × `height` points. */
export function fitDrawing(input: WindowDrawingInput, width: number, height: number) {
  const drawing = drawWindow(input);
  const scale = Math.min(width / drawing.viewBox.width, height / drawing.viewBox.height);
  return { drawing, scale, width: drawing.viewBox.width * scale, height: drawing.viewBox.height * scale };
}

const MIN_LABEL_SIZE = 5;
const DASH_SCALE = 0.4;

/** Draws `drawing` at (x, y), `scale` points per drawing unit. */
export function drawWindowVector(doc: PDFKit.PDFDocument, drawing: WindowDrawing, scale: number, x: number, y: number): void {
  const { viewBox } = drawing;
  const px = (value: number) => x + (value - viewBox.x) * scale;
  const py = (value: number) => y + (value - viewBox.y) * scale;
  const rect = (box: Rect, fill: string, lineWidth: number) =>
    doc
      .rect(px(box.x), py(box.y), box.width * scale, box.height * scale)
      .lineWidth(lineWidth)
      .fillAndStroke(fill, drawingColours.outline);
  const line = (segment: Segment, dashed = false) => {
    doc.moveTo(px(segment.x1), py(segment.y1)).lineTo(px(segment.x2), py(segment.y2)).lineWidth(0.5).strokeColor(drawingColours.outline);
    if (dashed) doc.dash(SYMBOL_DASH[0] * DASH_SCALE, { space: SYMBOL_DASH[1] * DASH_SCALE });
    doc.stroke();
    if (dashed) doc.undash();
  };
  const frameFill = drawing.frameColour ?? drawingColours.neutralFrame;
  doc.save();
  rect(drawing.frame, frameFill, 0.8);
  if (drawing.transom) rect(drawing.transom.glass, drawingColours.glass, 0.5);
  for (const sash of drawing.sashes) {
    rect(sash.outline, frameFill, 0.5);
    rect(sash.glass, drawingColours.glass, 0.5);
    for (const segment of sash.symbol) line(segment, true);
  }
  const labelSize = Math.max(MIN_LABEL_SIZE, FONT_SIZE * scale);
  const keepY = doc.y;
  for (const dimension of drawing.dimensions) {
    line(dimension.line);
    for (const tick of dimensionTicks(dimension.line)) line(tick);
    const { label } = dimension;
    doc.font(PDF_FONTS.regular).fontSize(labelSize).fillColor(drawingColours.outline);
    const textWidth = doc.widthOfString(dimension.text);
    const left = label.anchor === 'middle' ? px(label.x) - textWidth / 2 : px(label.x);
    doc.text(dimension.text, left, py(label.y), { lineBreak: false, baseline: 'alphabetic' });
  }
  doc.restore();
  doc.y = keepY;
}
