import { windowDrawingLabels } from '#features/catalogue/contract/window-drawing-labels.ts';
import {
  dimensionTicks,
  drawingColours,
  drawWindow,
  FONT_SIZE,
  SYMBOL_DASH,
  type Dimension,
  type WindowDrawingInput,
} from '#features/catalogue/contract/window-drawing.ts';

const { outline: OUTLINE, neutralFrame: NEUTRAL_FRAME, glass: GLASS } = drawingColours;

/** Strokes keep their width in screen pixels however large the drawing is shown. */
const stroke = { stroke: OUTLINE, vectorEffect: 'non-scaling-stroke' } as const;

function DimensionLine({ dimension }: { dimension: Dimension }) {
  const { line, label, text } = dimension;
  const [start, end] = dimensionTicks(line);
  return (
    <g data-dimension={text}>
      <line {...line} {...stroke} strokeWidth={1} />
      <line {...start} {...stroke} strokeWidth={1} />
      <line {...end} {...stroke} strokeWidth={1} />
      <text x={label.x} y={label.y} textAnchor={label.anchor} fontSize={FONT_SIZE} fill={OUTLINE}>
        {text}
      </text>
    </g>
  );
}

/**
 * The configured window as plain SVG (issue 13): frame in its colour, sashes with their opening symbols, the
 * transom light and the dimensions. Its accessible name says the same in words; it scales to its container's width.
 */
export function WindowDrawing({ widthMm, heightMm, choices, className = '' }: WindowDrawingInput & { className?: string }) {
  const drawing = drawWindow({ widthMm, heightMm, choices });
  const { viewBox, frame, transom } = drawing;
  const frameFill = drawing.frameColour ?? NEUTRAL_FRAME;
  return (
    <figure className={className}>
      <svg
        role="img"
        aria-label={drawing.text}
        viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
        className="mx-auto block h-auto max-h-72 w-full"
        data-testid="window-drawing"
        data-transom={transom?.position ?? 'none'}
        data-opening={drawing.opening ?? 'none'}
      >
        <rect {...frame} fill={frameFill} {...stroke} strokeWidth={1.5} />
        {transom && <rect {...transom.glass} fill={GLASS} {...stroke} strokeWidth={1} data-light={transom.position} />}
        {drawing.sashes.map((sash, index) => (
          <g key={index} data-sash={index + 1}>
            <rect {...sash.outline} fill={frameFill} {...stroke} strokeWidth={1} />
            <rect {...sash.glass} fill={GLASS} {...stroke} strokeWidth={1} />
            {sash.symbol.map((segment, line) => (
              <line key={line} {...segment} {...stroke} strokeWidth={1} strokeDasharray={SYMBOL_DASH.join(' ')} data-symbol="" />
            ))}
          </g>
        ))}
        {drawing.dimensions.map((dimension) => (
          <DimensionLine key={dimension.line.x1 === dimension.line.x2 ? 'height' : 'width'} dimension={dimension} />
        ))}
      </svg>
      <figcaption className="mt-1 text-center text-xs text-slate-600">{windowDrawingLabels.view}</figcaption>
    </figure>
  );
}
