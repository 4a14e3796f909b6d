import { useEffect, useState } from 'react';
import { catalogueMessages } from '#features/catalogue/contract/catalogue-messages.ts';
import { formatCentsForInput, parseEuroToCents, parseWholePercent } from '#features/catalogue/contract/price-input.ts';
import { SelectField, TextArea, TextField } from '../../ui/Field.tsx';
import type { OptionCategoryJson, ShopOptionInput, ShopOptionJson } from './api.ts';
import { EuroField } from '../ui/EuroField.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { SwitchField } from '../ui/SwitchField.tsx';
import { OptionImageUpload } from './OptionImageUpload.tsx';
import { OptionValuesFields } from './OptionValuesFields.tsx';
import {
  emptyOptionValuesText,
  optionValuesText,
  parseOptionValuesText,
  type OptionValuesText,
} from '#features/catalogue/contract/element-values-input.ts';

interface Props {
  /** The option being edited, a new one in a category ({ categoryId }), or closed (undefined). */
  editing: ShopOptionJson | { categoryId: number } | undefined;
  categories: OptionCategoryJson[];
  saving: boolean;
  errors: Record<string, string>;
  onSave: (option: ShopOptionInput) => void;
  onClose: () => void;
}

type ModifierType = ShopOptionJson['price_modifier_type'];

/**
 * Create or edit an option: a fixed modifier in euro with two decimals,
 * stored as cents; a percentage as a whole number; an optional image.
 */
export function OptionFormDialog({ editing, categories, saving, errors, onSave, onClose }: Props) {
  const existing = editing && 'id' in editing ? editing : null;
  const [categoryId, setCategoryId] = useState(0);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<ModifierType>('fixed');
  const [modifier, setModifier] = useState('0,00');
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [active, setActive] = useState(true);
  const [uploading, setUploading] = useState(false);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [values, setValues] = useState<OptionValuesText>(emptyOptionValuesText);
  const [valueErrors, setValueErrors] = useState<Partial<Record<keyof OptionValuesText, string>>>({});

  useEffect(() => {
    if (!editing) return;
    setLocal({});
    setCategoryId('id' in editing ? editing.category_id : editing.categoryId);
    setName(existing?.name ?? '');
    setDescription(existing?.description ?? '');
    setType(existing?.price_modifier_type ?? 'fixed');
    setModifier(
      existing
        ? existing.price_modifier_type === 'fixed'
          ? formatCentsForInput(existing.price_modifier)
          : String(existing.price_modifier)
        : '0,00',
    );
    setImageUrl(existing?.image_url ?? null);
    setActive(existing?.active ?? true);
    setValues(optionValuesText(existing?.values ?? null));
    setValueErrors({});
  }, [editing, existing]);

  const parseModifier = (text: string, as: ModifierType) =>
    as === 'fixed' ? parseEuroToCents(text, { allowNegative: true }) : parseWholePercent(text);

  function switchType(next: ModifierType) {
    // The amount is kept where it reads the same: 15 % becomes 15,00 €, and 12,50 € becomes 12 %.
    const current = parseModifier(modifier, type);
    if (current.ok)
      setModifier(
        next === 'fixed'
          ? formatCentsForInput(type === 'fixed' ? current.value : current.value * 100)
          : String(type === 'fixed' ? Math.trunc(current.value / 100) : current.value),
      );
    setType(next);
    setLocal({});
  }

  function submit() {
    const category = categories.find((candidate) => candidate.id === categoryId);
    const amount = parseModifier(modifier, type);
    const problems: Record<string, string> = {};
    if (!category) problems.category = catalogueMessages.optionCategoryRequired;
    if (name.trim() === '') problems.name = catalogueMessages.nameRequired;
    if (!amount.ok) problems.price_modifier = amount.message;
    const changes = parseOptionValuesText(values);
    setLocal(problems);
    setValueErrors(changes.ok ? {} : changes.errors);
    if (!category || !amount.ok || !changes.ok || name.trim() === '') return;
    onSave({
      name: name.trim(),
      description: description.trim(),
      category: category.key,
      price_modifier: amount.value,
      price_modifier_type: type,
      image_url: imageUrl,
      values: changes.changes,
      active,
      ...(existing ? { order_index: existing.order_index } : {}),
    });
  }

  const error = (field: string) => local[field] ?? errors[field];

  return (
    <FormDialog
      open={editing !== undefined}
      size="wide"
      title={existing ? 'Option bearbeiten' : 'Neue Option'}
      columns={2}
      onClose={onClose}
      onSubmit={submit}
      sending={saving}
      submitDisabled={uploading}
    >
      <SelectField
        label="Kategorie"
        required
        value={categoryId}
        error={error('category') ?? error('category_id')}
        onChange={(event) => setCategoryId(Number(event.target.value))}
      >
        <option value={0}>Bitte wählen</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Name" required value={name} error={error('name')} onChange={(event) => setName(event.target.value)} />
      <div className="md:col-span-2">
        <TextArea
          label="Beschreibung"
          value={description}
          error={error('description')}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Preisänderung</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {(['fixed', 'percentage'] as const).map((value) => (
            <label key={value} className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="price-modifier-type"
                className="size-4 accent-brand-700"
                checked={type === value}
                onChange={() => switchType(value)}
              />
              {value === 'fixed' ? 'Fester Betrag (€)' : 'Prozent vom Grundpreis (%)'}
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'fixed' ? (
        <EuroField
          label="Aufpreis in Euro"
          hint="Zwei Nachkommastellen, z. B. 45,00; ein Abschlag mit Minus"
          value={modifier}
          error={error('price_modifier')}
          onChange={(event) => setModifier(event.target.value)}
        />
      ) : (
        <TextField
          label="Aufpreis in Prozent"
          type="number"
          step={1}
          inputMode="numeric"
          hint="Ganze Zahl, z. B. 15"
          value={modifier}
          error={error('price_modifier')}
          onChange={(event) => setModifier(event.target.value)}
        />
      )}
      <div className="md:col-span-2">
        <OptionImageUpload imageUrl={imageUrl} onChange={setImageUrl} onBusy={setUploading} />
      </div>
      <OptionValuesFields text={values} errors={valueErrors} onChange={setValues} />
      <SwitchField label="Aktiv" checked={active} onChange={setActive} />
    </FormDialog>
  );
}
