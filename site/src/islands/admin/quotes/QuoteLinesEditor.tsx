import { formatCents } from '#shared/format.ts';
import { priceColumnLabels } from '#features/quotes/contract/price-labels.ts';
import { lineTotal, type PriceBasis } from '#features/documents/contract/totals.ts';
import { lineUnits, type LineUnit } from '#features/documents/contract/lines.ts';
import { QUOTE_LINE_LIMIT, quoteMessages } from '#features/quotes/contract/quotes.ts';
import { linePresetMessages } from '#features/settings/contract/settings-messages.ts';
import { CheckboxField, SelectField, TextArea, TextField } from '../../ui/Field.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { EuroField } from '../ui/EuroField.tsx';
import { loadLinePresets } from '../settings/api.ts';
import { lineAmounts, moveLine, newLine, presetLine, type DraftLine } from './quote-draft.ts';

interface QuoteLinesEditorProps {
  lines: DraftLine[];
  /** A business customer's draft is net, a consumer's gross, as are drafts from before issue 20 (ADR 035, 076). */
  basis: PriceBasis;
  errors: Record<string, string>;
  onChange: (lines: DraftLine[]) => void;
}

const small = 'btn-outline min-h-9 px-3 py-1 text-sm';

/**
 * The draft's lines, each a card named "Position n": title, description, quantity, unit price and discount
 * in euro (net or gross by the draft's basis: the labels say which), unit and labour flag, the line's total;
 * moved up and down, removed; product and free lines added below, free ones also from the presets kept
 * under Einstellungen → Positionen.
 */
export function QuoteLinesEditor({ lines, basis, errors, onChange }: QuoteLinesEditorProps) {
  const labels = priceColumnLabels(basis);
  const change = (index: number, patch: Partial<DraftLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const full = lines.length >= QUOTE_LINE_LIMIT;
  const presets = useLoad((signal) => loadLinePresets(signal), 'line-presets');

  return (
    <div className="grid gap-4">
      {errors.lines && (
        <p className="text-sm font-medium text-red-700" role="alert">
          {errors.lines}
        </p>
      )}
      <ol className="grid gap-4" aria-label="Positionen">
        {lines.map((line, index) => {
          const error = (field: string) => errors[`lines.${index}.${field}`];
          const name = `Position ${index + 1}`;
          return (
            <li key={line.key} aria-label={name} className="grid gap-3 rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-brand-900">
                  {name} · {line.kind === 'product' ? 'Produkt' : 'Leistung'}
                </p>
                <div className="flex gap-2">
                  <button type="button" className={small} disabled={index === 0} onClick={() => onChange(moveLine(lines, index, -1))}>
                    Nach oben<span className="sr-only">: {name}</span>
                  </button>
                  <button
                    type="button"
                    className={small}
                    disabled={index === lines.length - 1}
                    onClick={() => onChange(moveLine(lines, index, 1))}
                  >
                    Nach unten<span className="sr-only">: {name}</span>
                  </button>
                  <button
                    type="button"
                    className="btn min-h-9 border border-red-200 bg-white px-3 py-1 text-sm text-red-700 hover:bg-red-50"
                    onClick={() => onChange(lines.filter((_, at) => at !== index))}
                  >
                    Entfernen<span className="sr-only">: {name}</span>
                  </button>
                </div>
              </div>
              <TextField
                label="Bezeichnung"
                value={line.title}
                error={error('title')}
                maxLength={200}
                onChange={(event) => change(index, { title: event.target.value })}
              />
              <TextArea
                label="Beschreibung"
                rows={2}
                value={line.description}
                error={error('description')}
                maxLength={2000}
                onChange={(event) => change(index, { description: event.target.value })}
              />
              <div className="grid gap-3 sm:grid-cols-[10rem_1fr] sm:items-end">
                <SelectField
                  label="Einheit"
                  value={line.unit}
                  error={error('unit')}
                  onChange={(event) => change(index, { unit: event.target.value as LineUnit | '' })}
                >
                  <option value="">ohne</option>
                  {lineUnits.map((unit) => (
                    <option key={unit} value={unit}>
                      {unit}
                    </option>
                  ))}
                </SelectField>
                <CheckboxField
                  label="Arbeitsleistung"
                  checked={line.labour ?? false}
                  error={error('labour')}
                  onChange={(event) => change(index, { labour: event.target.checked })}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-[6rem_1fr_1fr_auto] sm:items-start">
                <TextField
                  label="Menge"
                  inputMode="numeric"
                  value={line.quantity}
                  error={error('quantity')}
                  onChange={(event) => change(index, { quantity: event.target.value })}
                />
                <EuroField
                  label={`${labels.unitPrice} (€)`}
                  hint=""
                  value={line.unitPrice}
                  error={error('unitPrice')}
                  onChange={(event) => change(index, { unitPrice: event.target.value })}
                />
                <EuroField
                  label={`${labels.discount} (€)`}
                  hint=""
                  value={line.discount}
                  error={error('discount')}
                  onChange={(event) => change(index, { discount: event.target.value })}
                />
                <p className="text-sm sm:pt-1">
                  <span className="block font-medium text-slate-800">{labels.lineTotal}</span>
                  <output className="mt-2 block text-base font-semibold" aria-label={`Summe ${name}`}>
                    {formatCents(lineTotal(lineAmounts(line)))}
                  </output>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Position hinzufügen">
        <button type="button" className={small} disabled={full} onClick={() => onChange([...lines, newLine('product', '')])}>
          Produktposition
        </button>
        <button type="button" className={small} disabled={full} onClick={() => onChange([...lines, newLine('service', '')])}>
          Freie Position
        </button>
        {presets.data?.map((preset) => (
          <button
            key={preset.id}
            type="button"
            className={small}
            disabled={full}
            onClick={() => onChange([...lines, presetLine(preset, lines, basis)])}
          >
            + {preset.name}
          </button>
        ))}
      </div>
      {presets.state === 'error' && <p className="text-sm text-slate-600">{linePresetMessages.loadFailed}</p>}
      {full && <p className="text-sm text-slate-600">{quoteMessages.lines}</p>}
    </div>
  );
}
