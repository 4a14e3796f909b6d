import { formatCents } from '#shared/format.ts';
import { drawingChoicesOf, hasWindowChoices } from '#features/catalogue/contract/window-choices.ts';
import { lineTotal, VAT_RATE_PERCENT, type PriceBasis } from '#features/documents/contract/totals.ts';
import { type LineDrawing, type QuoteLine } from '#features/documents/contract/lines.ts';
import { ElementValuesNote } from '../ui/ElementValuesNote.tsx';
import { WindowDrawing } from '../ui/WindowDrawing.tsx';

/** A configured window line as drawn (the shared drawing); lines without window choices draw nothing. */
function LineDrawingView({ drawing }: { drawing: LineDrawing }) {
  const choices = drawingChoicesOf(drawing.options);
  if (!hasWindowChoices(choices)) return null;
  // The configurator stores its sizes in cm.
  const millimetres = (centimetres: number | null) => (centimetres === null ? null : centimetres * 10);
  return (
    <WindowDrawing
      className="w-32 shrink-0 sm:w-40"
      widthMm={millimetres(drawing.breite)}
      heightMm={millimetres(drawing.hoehe)}
      choices={choices}
    />
  );
}

/**
 * The quote's lines as cards rather than a table, so a phone (390 px) reads them without scrolling
 * sideways: the drawing of a configured window beside its text, quantity × unit price, the line's sum.
 */
export function QuoteLinkLines({ lines, priceBasis, number }: { lines: QuoteLine[]; priceBasis: PriceBasis; number: string }) {
  const basis = priceBasis === 'net' ? 'netto' : `inkl. ${VAT_RATE_PERCENT} % USt.`;
  return (
    <ol className="grid gap-3" aria-label={`Positionen von Angebot ${number}`}>
      {lines.map((line, index) => (
        <li key={index} className="rounded-xl border border-slate-200 bg-white p-4" aria-label={`Position ${index + 1}: ${line.title}`}>
          <div className="flex flex-wrap gap-4">
            {line.drawing && <LineDrawingView drawing={line.drawing} />}
            <div className="min-w-48 flex-1">
              <p className="font-semibold text-brand-900">
                <span className="text-slate-600">{index + 1}. </span>
                {line.title}
              </p>
              {line.description && <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{line.description}</p>}
              <ElementValuesNote className="mt-1" values={line.values} funding={line.funding} />
              <p className="mt-2 text-sm text-slate-700">
                {line.quantity} {line.unit ?? 'Stk.'} × {formatCents(line.unitPrice)} ({basis})
                {line.discount > 0 && <> − Rabatt {formatCents(line.discount)}</>}
              </p>
              <p className="mt-1 text-right font-semibold text-slate-900">{formatCents(lineTotal(line))}</p>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
