import { formatCount } from '#shared/format.ts';

const WIDTH = 480;
const HEIGHT = 160;
const LABEL_SPACE = 18;

/**
 * Twelve bars in plain SVG (no chart library: nothing to download). The picture is hidden from screen
 * readers; its figure names the values in words and points to the monthly table.
 */
export function BarChart({
  title,
  labels,
  values,
  barClass,
  describedBy,
}: {
  title: string;
  labels: string[];
  values: number[];
  barClass: string;
  describedBy: string;
}) {
  const max = Math.max(1, ...values);
  const slot = WIDTH / values.length;
  const summary = values.map((value, index) => `${labels[index]} ${formatCount(value)}`).join(', ');
  return (
    <figure className="min-w-0" aria-describedby={describedBy}>
      <figcaption className="text-sm font-semibold text-slate-700">
        {title} <span className="font-normal text-slate-600">(höchster Wert {formatCount(Math.max(0, ...values))})</span>
      </figcaption>
      <p className="sr-only">
        {title}: {summary}.
      </p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_SPACE}`} className="mt-2 h-auto w-full" aria-hidden="true" focusable="false">
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-300" />
        {values.map((value, index) => {
          const height = (value / max) * (HEIGHT - 4);
          return (
            <g key={index}>
              <rect x={index * slot + slot * 0.15} y={HEIGHT - height} width={slot * 0.7} height={height} rx="2" className={barClass}>
                <title>{`${labels[index]}: ${formatCount(value)}`}</title>
              </rect>
              <text x={index * slot + slot / 2} y={HEIGHT + 13} textAnchor="middle" className="fill-slate-600 text-[11px]">
                {labels[index]!.slice(0, 3)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
