import { CONFIGURATOR_LIMITS, configuratorMessages, dimensionsRequired } from '#features/catalogue/contract/configurator.ts';
import { formatPrice } from '#shared/format.ts';
import type { CatalogueProduct, OptionGroup } from '../../../lib/catalogue.ts';
import { chooseOption, setFormField, type ConfiguratorForm } from '../../../stores/configurator.ts';
import { ElementValuesNote } from '../../ui/ElementValuesNote.tsx';
import { TextField } from '../../ui/Field.tsx';
import { LineDrawing } from '../LineDrawing.tsx';
import { linePrice, type LineDraft } from '../line.ts';
import { OptionFields } from '../OptionFields.tsx';

const SIZES = [
  { field: 'width', label: 'Breite (cm)' },
  { field: 'height', label: 'Höhe (cm)' },
] as const;

interface LineStepProps {
  product: CatalogueProduct;
  /** null while the product's options load. */
  optionGroups: OptionGroup[] | null;
  form: ConfiguratorForm;
  draft: LineDraft;
  showErrors: boolean;
  onAdd: () => void;
}

/** Step 3: options, sizes and quantity of one line, its price and "Hinzufügen". */
export function LineStep({ product, optionGroups, form, draft, showErrors, onAdd }: LineStepProps) {
  const quantity = Number(form.quantity) || 1;
  return (
    <section className="card" aria-labelledby="optionen-titel">
      <h2 id="optionen-titel" className="text-lg font-bold text-brand-900">
        3. Ausstattung, Maße und Menge
      </h2>
      <div className="mt-4 grid gap-6">
        {optionGroups === null ? (
          <p className="text-slate-600" role="status">
            {configuratorMessages.loadingOptions}
          </p>
        ) : (
          <OptionFields
            groups={optionGroups}
            choices={form.choices}
            basis={draft.basis}
            startingPrice={draft.startingPrice}
            missing={showErrors ? (draft.errors.missing ?? []) : []}
            onChoose={chooseOption}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          {SIZES.map(({ field, label }) => (
            <TextField
              key={field}
              label={label}
              inputMode="decimal"
              required={dimensionsRequired(product.category)}
              value={form[field]}
              hint={`${CONFIGURATOR_LIMITS[field].min}–${CONFIGURATOR_LIMITS[field].max} cm`}
              error={(showErrors || form[field]) && draft.errors[field] ? draft.errors[field] : undefined}
              onChange={(event) => setFormField(field, event.target.value)}
            />
          ))}
          <TextField
            label="Menge"
            type="number"
            min={CONFIGURATOR_LIMITS.quantity.min}
            max={CONFIGURATOR_LIMITS.quantity.max}
            required
            value={form.quantity}
            error={draft.errors.quantity}
            onChange={(event) => setFormField('quantity', event.target.value)}
          />
        </div>
        {product.category === 'fenster' && optionGroups !== null && <LineDrawing groups={optionGroups} form={form} errors={draft.errors} />}
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-brand-50 p-4">
          <div>
            <p>
              <span className="block text-sm text-slate-600">Preis dieser Position</span>
              <span className="text-2xl font-bold text-brand-900" data-testid="line-price">
                {formatPrice(linePrice(draft.unitPrice, quantity))}
              </span>
            </p>
            <ElementValuesNote className="mt-2" {...draft.element} />
          </div>
          <button
            type="button"
            className="btn-primary"
            onClick={onAdd}
            disabled={optionGroups === null || Boolean(draft.errors.width || draft.errors.height || draft.errors.quantity)}
          >
            Hinzufügen
          </button>
        </div>
      </div>
    </section>
  );
}
