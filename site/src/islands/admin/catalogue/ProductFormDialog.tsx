import { useEffect, useState } from 'react';
import { catalogueMessages } from '#features/catalogue/contract/catalogue-messages.ts';
import { catalogueScreenMessages } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { priceGridEditorMessages as gridMessages } from '#features/catalogue/contract/price-grid-editor-messages.ts';
import type { PriceGrid } from '#features/catalogue/contract/price-grid.ts';
import { configuratorCategories, configuratorCategoryLabels, type ConfiguratorCategory } from '#shared/labels.ts';
import { formatCentsForInput, parseEuroToCents } from '#features/catalogue/contract/price-input.ts';
import { SelectField, TextArea, TextField } from '../../ui/Field.tsx';
import { loadProductCategories, type ProductCategoryJson, type ProductInput, type ProductJson, type ProductLineJson } from './api.ts';
import { EuroField } from '../ui/EuroField.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { textBinder } from '../../ui/use-form.ts';
import { SwitchField } from '../ui/SwitchField.tsx';
import {
  elementValuesText,
  emptyElementValuesText,
  parseElementValuesText,
  type ElementValuesText,
} from '#features/catalogue/contract/element-values-input.ts';
import { ElementValuesFields } from './ElementValuesFields.tsx';

interface Props {
  /** The product being edited, a new one (null), or closed (undefined). */
  editing: ProductJson | null | undefined;
  lines: ProductLineJson[];
  saving: boolean;
  errors: Record<string, string>;
  onSave: (product: ProductInput) => void;
  onClose: () => void;
  /** The edited product's size price grid as the list has it now (it changes in its own editor). */
  grid: PriceGrid | null;
  /** Opens the product's price grid editor on top of the form, which keeps what was typed. */
  onEditGrid: (product: ProductJson) => void;
}

const blank = {
  name: '',
  description: '',
  category: 'fenster' as ConfiguratorCategory,
  product_line_id: 0,
  price: '0,00',
  active: true,
  category_ids: [] as number[],
  values: emptyElementValuesText,
};

/**
 * The product form: save waits for a name, a line and at least one of the
 * line's categories; the price is typed in euro and sent in cents, and a price that is not one says so.
 */
export function ProductFormDialog({ editing, lines, saving, errors, onSave, onClose, grid, onEditGrid }: Props) {
  const [form, setForm] = useState(blank);
  const [priceError, setPriceError] = useState<string | undefined>();
  const [valueErrors, setValueErrors] = useState<Partial<Record<keyof ElementValuesText, string>>>({});
  const [lineCategories, setLineCategories] = useState<ProductCategoryJson[] | 'loading' | 'error'>([]);

  useEffect(() => {
    if (editing === undefined) return;
    setPriceError(undefined);
    setValueErrors({});
    setForm(
      editing
        ? {
            name: editing.name,
            description: editing.description,
            category: editing.category,
            product_line_id: editing.product_line_id ?? 0,
            price: formatCentsForInput(editing.base_price),
            active: editing.active,
            category_ids: editing.category_ids,
            values: elementValuesText(editing.values),
          }
        : blank,
    );
  }, [editing]);

  useEffect(() => {
    if (editing === undefined || form.product_line_id === 0) return setLineCategories([]);
    const abort = new AbortController();
    setLineCategories('loading');
    loadProductCategories(form.product_line_id, abort.signal)
      .then(setLineCategories)
      .catch(() => !abort.signal.aborted && setLineCategories('error'));
    return () => abort.abort();
  }, [editing, form.product_line_id]);

  const canSave = form.name.trim() !== '' && form.product_line_id !== 0 && form.category_ids.length > 0 && !saving;

  function submit() {
    const price = parseEuroToCents(form.price);
    const values = parseElementValuesText(form.values);
    setPriceError(price.ok ? undefined : price.message);
    setValueErrors(values.ok ? {} : values.errors);
    if (!price.ok || !values.ok) return;
    onSave({
      name: form.name.trim(),
      description: form.description.trim(),
      category: form.category,
      product_line_id: form.product_line_id,
      base_price: price.value,
      active: form.active,
      category_ids: form.category_ids,
      values: values.values,
    });
  }

  const toggleCategory = (id: number, checked: boolean) =>
    setForm({ ...form, category_ids: checked ? [...form.category_ids, id] : form.category_ids.filter((other) => other !== id) });

  const text = textBinder(form, setForm, errors);

  return (
    <FormDialog
      open={editing !== undefined}
      size="wide"
      columns={2}
      title={editing ? 'Produkt bearbeiten' : 'Neues Produkt'}
      onClose={onClose}
      onSubmit={() => canSave && submit()}
      sending={saving}
      submitDisabled={!canSave}
      pendingLabel="Wird gespeichert..."
    >
      <TextField label="Name" required {...text('name')} />
      <SelectField
        label="Hauptkategorie (Konfigurator)"
        value={form.category}
        error={errors.category}
        onChange={(event) => setForm({ ...form, category: event.target.value as ConfiguratorCategory })}
      >
        {configuratorCategories.map((key) => (
          <option key={key} value={key}>
            {configuratorCategoryLabels[key]}
          </option>
        ))}
      </SelectField>
      <div className="md:col-span-2">
        <TextArea label="Beschreibung" {...text('description')} />
      </div>
      <SelectField
        label="Produktlinie"
        required
        value={form.product_line_id}
        error={errors.product_line_id}
        onChange={(event) => setForm({ ...form, product_line_id: Number(event.target.value), category_ids: [] })}
      >
        <option value={0}>Bitte wählen</option>
        {lines.map((line) => (
          <option key={line.id} value={line.id}>
            {line.parent_id ? `– ${line.name}` : line.name}
          </option>
        ))}
      </SelectField>
      <EuroField
        label="Grundpreis"
        hint={grid ? catalogueScreenMessages.basePriceWithGrid : undefined}
        value={form.price}
        error={priceError ?? errors.base_price}
        onChange={(event) => {
          // Cleared while typing, not on leaving the field: a message vanishing on blur moved the dialog's
          // buttons between press and release, and the click on "Speichern" missed.
          setForm({ ...form, price: event.target.value });
          setPriceError(undefined);
        }}
        onBlur={() => {
          const price = parseEuroToCents(form.price);
          setPriceError(price.ok ? undefined : price.message);
        }}
      />
      {editing && (
        <div className="flex flex-wrap items-center gap-3 self-end pb-1 text-sm text-slate-700">
          <span>{grid ? gridMessages.formGrid(grid.widths.length, grid.heights.length) : gridMessages.formNoGrid}</span>
          <button type="button" className="btn-outline min-h-9 px-3 py-1.5 text-sm" onClick={() => onEditGrid(editing)}>
            {gridMessages.formEditGrid}
          </button>
        </div>
      )}
      <fieldset className="md:col-span-2" aria-describedby={errors.category_ids ? 'product-categories-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          Verfügbare Kategorien <span aria-hidden="true">*</span>
        </legend>
        {form.product_line_id === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{catalogueMessages.productLineRequired}</p>
        ) : lineCategories === 'loading' ? (
          <p className="mt-1 text-sm text-slate-600" role="status">
            Wird geladen …
          </p>
        ) : lineCategories === 'error' ? (
          <p className="mt-1 text-sm text-red-700" role="alert">
            {catalogueScreenMessages.categoriesLoadFailed}
          </p>
        ) : lineCategories.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{catalogueScreenMessages.lineWithoutCategories}</p>
        ) : (
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {lineCategories.map((category) => (
              <label key={category.id} className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={form.category_ids.includes(category.id)}
                  onChange={(event) => toggleCategory(category.id, event.target.checked)}
                />
                {category.name}
              </label>
            ))}
          </div>
        )}
        {form.product_line_id !== 0 && Array.isArray(lineCategories) && lineCategories.length > 0 && form.category_ids.length === 0 && (
          <p className="mt-1 text-sm text-slate-600">{catalogueScreenMessages.productCategoriesRequired}</p>
        )}
        {errors.category_ids && (
          <p id="product-categories-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.category_ids}
          </p>
        )}
      </fieldset>
      <ElementValuesFields text={form.values} errors={valueErrors} onChange={(values) => setForm({ ...form, values })} />
      <SwitchField label="Aktiv" checked={form.active} onChange={(active) => setForm({ ...form, active })} />
    </FormDialog>
  );
}
