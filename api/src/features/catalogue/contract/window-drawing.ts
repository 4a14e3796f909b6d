import { formatMillimetres } from '../../../shared/format.ts';
import { windowDrawingLabels, type WindowOpening } from './window-drawing-labels.ts';
import { readWindowChoices, type DrawingChoices, type WindowSpec } from './window-choices.ts';

/**
 * The drawing of a configured window (issue 13) as plain geometry, shared by the site's SVG and its tests:
 * the frame in proportion to the size, one to three sashes, a fixed transom light above or below, the
 * opening symbols (DIN convention: the lines meet on the hinge side), the dimensions in mm and a German
 * text alternative that says the same. Units are the drawing's own: the longer side is LONG_SIDE long.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

interface Sash {
  /** The sash's outer edge (its profile), and the glass inside it. */
  outline: Rect;
  glass: Rect;
  /** The opening symbol's lines, drawn on the glass; none for fixed glazing. */
  symbol: Segment[];
}

export interface Dimension {
  text: string;
  line: Segment;
  /** Where the label sits; `anchor` as SVG's text-anchor. */
  label: { x: number; y: number; anchor: 'middle' | 'start' };
}

export interface WindowDrawing {
  viewBox: Rect;
  frame: Rect;
  /** The frame's colour code, or null for a neutral frame. */
  frameColour: string | null;
  transom: { position: 'above' | 'below'; glass: Rect } | null;
  sashes: Sash[];
  opening: WindowOpening | null;
  /** Width, then height; none without a size. */
  dimensions: Dimension[];
  text: string;
}

export interface WindowDrawingInput {
  widthMm?: number | null;
  heightMm?: number | null;
  choices: DrawingChoices;
}

/** The drawing's colours, the same on the site and in the quote PDF. */
export const drawingColours = {
  /** slate-700: the outline stays visible on a white frame and on the glass. */
  outline: '#334155',
  /** slate-200: a frame whose colour is not known (configurations saved before the colour code was kept). */
  neutralFrame: '#e2e8f0',
  /** sky-100: glass as a light tint. */
  glass: '#e0f2fe',
} as const;
/** The opening symbol's dashes: 5 drawn, 3 left out. */
export const SYMBOL_DASH = [5, 3] as const;
const TICK = 4;

/** The two short end marks across a dimension line. */
export function dimensionTicks(line: Segment): [Segment, Segment] {
  const vertical = line.x1 === line.x2;
  const tick = (x: number, y: number) =>
    vertical ? { x1: x - TICK, y1: y, x2: x + TICK, y2: y } : { x1: x, y1: y - TICK, x2: x, y2: y + TICK };
  return [tick(line.x1, line.y1), tick(line.x2, line.y2)];
}

export const LONG_SIDE = 240;
/** Drawn before a size is known: a common window, a little taller than wide. */
export const DEFAULT_SIZE_MM = { width: 1000, height: 1200 } as const;
export const FONT_SIZE = 16;
/** The transom light takes this share of the frame's inner height. */
const LIGHT_SHARE = 0.28;
const DIMENSION_GAP = 10;
const MARGIN = 4;

function sizeOf(input: WindowDrawingInput): { width: number; height: number } | null {
  const { widthMm: width, heightMm: height } = input;
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return null;
  return { width: Math.round(width), height: Math.round(height) };
}

const inset = (rect: Rect, by: number): Rect => ({
  x: rect.x + by,
  y: rect.y + by,
  width: rect.width - 2 * by,
  height: rect.height - 2 * by,
});

/** Dreh: from the handle side's corners to the middle of the hinge side. Kipp: from the top corners to the bottom's middle. */
function openingSymbol(glass: Rect, opening: WindowOpening | null): Segment[] {
  const left = glass.x;
  const right = glass.x + glass.width;
  const top = glass.y;
  const bottom = glass.y + glass.height;
  const middleX = left + glass.width / 2;
  const middleY = top + glass.height / 2;
  const towards = (x: number, y: number, corners: [number, number][]) => corners.map(([x1, y1]) => ({ x1, y1, x2: x, y2: y }));
  const tilt = towards(middleX, bottom, [
    [left, top],
    [right, top],
  ]);
  if (opening === 'tilt') return tilt;
  if (opening === 'turn-tilt-left')
    return [
      ...towards(left, middleY, [
        [right, top],
        [right, bottom],
      ]),
      ...tilt,
    ];
  if (opening === 'turn-tilt-right')
    return [
      ...towards(right, middleY, [
        [left, top],
        [left, bottom],
      ]),
      ...tilt,
    ];
  return [];
}

/** The frame's inner field split into the sashes' field and the transom light's glass. */
function splitLight(inner: Rect, light: WindowSpec['light'], bar: number): { sashField: Rect; transom: WindowDrawing['transom'] } {
  if (!light) return { sashField: inner, transom: null };
  const lightHeight = (inner.height - bar) * LIGHT_SHARE;
  const sashHeight = inner.height - bar - lightHeight;
  const above = light === 'above';
  const lightY = above ? inner.y : inner.y + sashHeight + bar;
  return {
    sashField: { ...inner, y: above ? inner.y + lightHeight + bar : inner.y, height: sashHeight },
    transom: { position: light, glass: { ...inner, y: lightY, height: lightHeight } },
  };
}

function dimensionsOf(frame: Rect, size: { width: number; height: number }): Dimension[] {
  const below = frame.height + DIMENSION_GAP;
  const beside = frame.width + DIMENSION_GAP;
  return [
    {
      text: formatMillimetres(size.width),
      line: { x1: 0, y1: below, x2: frame.width, y2: below },
      label: { x: frame.width / 2, y: below + FONT_SIZE + 3, anchor: 'middle' },
    },
    {
      text: formatMillimetres(size.height),
      line: { x1: beside, y1: 0, x2: beside, y2: frame.height },
      label: { x: beside + 5, y: frame.height / 2 + FONT_SIZE / 3, anchor: 'start' },
    },
  ];
}

/** Room for the frame and the labels; a label's width is estimated, as no font is measured here. */
function viewBoxOf(frame: Rect, dimensions: Dimension[]): Rect {
  const textWidth = (text: string) => text.length * FONT_SIZE * 0.62;
  let [minX, maxX, maxY] = [0, frame.width, frame.height];
  const [width, height] = dimensions;
  if (width && height) {
    minX = Math.min(minX, frame.width / 2 - textWidth(width.text) / 2);
    maxX = Math.max(frame.width / 2 + textWidth(width.text) / 2, height.label.x + textWidth(height.text));
    maxY = width.label.y + FONT_SIZE / 3;
  }
  return { x: minX - MARGIN, y: -MARGIN, width: maxX - minX + 2 * MARGIN, height: maxY + 2 * MARGIN };
}

function describe(spec: WindowSpec, size: { width: number; height: number } | null): string {
  const labels = windowDrawingLabels;
  const type = spec.type === 'count' ? labels.sashes[spec.sashCount] : spec.type === 'special' ? labels.special : labels.unknownType;
  return [
    type,
    size && `${size.width} × ${size.height} mm`,
    spec.opening && labels.openings[spec.opening],
    spec.light && labels.lights[spec.light],
    spec.colour?.name,
  ]
    .filter(Boolean)
    .join(', ');
}

export function drawWindow(input: WindowDrawingInput): WindowDrawing {
  const spec = readWindowChoices(input.choices);
  const size = sizeOf(input);
  const { width, height } = size ?? DEFAULT_SIZE_MM;
  const scale = LONG_SIDE / Math.max(width, height);
  const frame = { x: 0, y: 0, width: width * scale, height: height * scale };
  // Profiles keep their width on a usual window and narrow on a slim one, so every glass stays visible.
  const profile = Math.min(9, Math.min(frame.width, frame.height) * 0.07);
  const bar = profile * 0.8;
  const { sashField, transom } = splitLight(inset(frame, profile), spec.light, bar);
  const sashWidth = (sashField.width - bar * (spec.sashCount - 1)) / spec.sashCount;
  const sashes = Array.from({ length: spec.sashCount }, (_, index) => {
    const outline = { ...sashField, x: sashField.x + index * (sashWidth + bar), width: sashWidth };
    const glass = inset(outline, bar);
    return { outline, glass, symbol: openingSymbol(glass, spec.opening) };
  });
  const dimensions = size ? dimensionsOf(frame, size) : [];
  return {
    viewBox: viewBoxOf(frame, dimensions),
    frame,
    frameColour: spec.colour?.code ?? null,
    transom,
    sashes,
    opening: spec.opening,
    dimensions,
    text: describe(spec, size),
  };
}
