import { Plus, Trash } from 'lucide-react';
import { dimensionTypeLabels, dimensionTypes, type DimensionType } from '#shared/labels.ts';
import { formatPrice } from '#shared/format.ts';
import type { CarriedConfiguration, DraftRow } from '../../../stores/funnel.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';
import type { SelfMeasureDraft } from '../self-measurement.ts';
import { SelfMeasurementSection } from './SelfMeasurementSection.tsx';

const SIZES = [
  { field: 'breite', label: 'Breite (cm)' },
  { field: 'hoehe', label: 'Höhe (cm)' },
] as const;

interface DimensionsStepProps {
  rows: DraftRow[];
  measurements: SelfMeasureDraft[];
  onMeasurements: (elements: SelfMeasureDraft[]) => void;
  configuration: CarriedConfiguration[];
  errors: Record<string, string>;
  onChange: (key: number, change: Partial<Omit<DraftRow, 'key'>>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

/** Step 3: rows of product type, width, height and quantity; all optional, measured on site otherwise. */
export function DimensionsStep({
  rows,
  measurements,
  onMeasurements,
  configuration,
  errors,
  onChange,
  onAdd,
  onRemove,
}: DimensionsStepProps) {
  return (
    <div className="grid gap-4">
      {configuration.length > 0 && (
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm">
          <p className="font-semibold text-brand-900">Aus dem Konfigurator übernommen:</p>
          <ul className="mt-2 grid gap-1">
            {configuration.map((line, index) => (
              <li key={index}>
                {line.menge} × {line.label} – {formatPrice(line.totalPrice)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-slate-600">Die Maße sind freiwillig – wenn Sie sie nicht kennen, messen wir bei Ihnen vor Ort genau auf.</p>
      <ol className="grid gap-4">
        {rows.map((row, index) => (
          <li key={row.key} className="rounded-xl border border-slate-200 p-4" aria-label={`Zeile ${index + 1}`}>
            <div className="grid gap-3 sm:grid-cols-[1.3fr_1fr_1fr_0.7fr_auto] sm:items-end">
              <SelectField
                label="Produkt"
                value={row.typ}
                onChange={(event) => onChange(row.key, { typ: event.target.value as DimensionType | '' })}
              >
                <option value="">Bitte wählen</option>
                {dimensionTypes.map((type) => (
                  <option key={type} value={type}>
                    {dimensionTypeLabels[type]}
                  </option>
                ))}
              </SelectField>
              {SIZES.map(({ field, label }) => (
                <TextField
                  key={field}
                  label={label}
                  inputMode="decimal"
                  value={row[field]}
                  error={errors[`dimensions.${index}.${field}`]}
                  onChange={(event) => onChange(row.key, { [field]: event.target.value })}
                />
              ))}
              <TextField
                label="Menge"
                type="number"
                min={1}
                step={1}
                value={row.menge}
                error={errors[`dimensions.${index}.menge`]}
                onChange={(event) => onChange(row.key, { menge: event.target.value })}
              />
              {rows.length > 1 && (
                <button
                  type="button"
                  onClick={() => onRemove(row.key)}
                  className="inline-flex min-h-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50"
                >
                  <Trash size={16} aria-hidden="true" /> Entfernen<span className="sr-only"> (Zeile {index + 1})</span>
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <button type="button" onClick={onAdd} className="btn-outline justify-self-start">
        <Plus size={18} aria-hidden="true" /> Zeile hinzufügen
      </button>
      <SelfMeasurementSection elements={measurements} errors={errors} onChange={onMeasurements} />
    </div>
  );
}
