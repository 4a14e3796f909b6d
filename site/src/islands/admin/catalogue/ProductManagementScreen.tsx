import { useState } from 'react';
import { catalogueMessages } from '#features/catalogue/contract/catalogue-messages.ts';
import { catalogueScreenMessages } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { fieldMessagesOf, messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { SelectField } from '../../ui/Field.tsx';
import {
  createOptionCategory,
  createShopOption,
  deleteShopOption,
  loadOptionCategories,
  loadShopOptions,
  reorderOptions,
  updateShopOption,
  type ShopOptionInput,
  type ShopOptionJson,
} from './api.ts';
import { useAddressQuery } from '../use-address-query.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { ReorderableList } from '../ui/ReorderableList.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';
import { groupOptions } from './option-groups.ts';
import { OptionFormDialog } from './OptionFormDialog.tsx';
import { OptionRow } from './OptionRow.tsx';
import { useLoad } from '../../ui/use-load.ts';

/**
 * /admin/shop-options, "Produktverwaltung": the options of one category at a time (chosen in the address),
 * created, edited, deleted after a question, and ordered by drag and drop or keyboard.
 */
export default function ProductManagementScreen() {
  const { search, update } = useAddressQuery();
  const { data, setData, state, reload } = useLoad(async (signal) => {
    const [categories, options] = await Promise.all([
      loadOptionCategories(signal).catch(() => Promise.reject(new Error(catalogueScreenMessages.categoriesLoadFailed))),
      loadShopOptions(signal).catch(() => Promise.reject(new Error(catalogueScreenMessages.optionsLoadFailed))),
    ]);
    return { categories, options };
  }, 'options');
  const [editing, setEditing] = useState<ShopOptionJson | { categoryId: number } | undefined>(undefined);
  const [creatingCategory, setCreatingCategory] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { confirm, dialog } = useConfirm();

  const groups = data ? groupOptions(data.categories, data.options) : [];
  const current = groups.find((group) => String(group.category.id) === search.get('category')) ?? groups[0];

  async function saveOption(input: ShopOptionInput) {
    setSaving(true);
    try {
      if (editing && 'id' in editing) await updateShopOption(editing.id, input);
      else await createShopOption({ ...input, order_index: current ? current.options.length : 0 });
      showToast({ title: editing && 'id' in editing ? catalogueScreenMessages.optionUpdated : catalogueScreenMessages.optionCreated });
      setEditing(undefined);
      reload();
    } catch (error) {
      setErrors(fieldMessagesOf(error));
      showToast({ title: 'Fehler', description: messageOf(error, catalogueScreenMessages.optionSaveFailed), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  async function saveCategory(values: { name: string; description: string }) {
    setSaving(true);
    try {
      const created = await createOptionCategory(values);
      showToast({ title: catalogueScreenMessages.optionCategoryCreated });
      setCreatingCategory(false);
      if (created && typeof created.id === 'number') update({ category: String(created.id) });
      reload();
    } catch (error) {
      setErrors(fieldMessagesOf(error));
      showToast({
        title: 'Fehler',
        description: messageOf(error, catalogueScreenMessages.optionCategoryCreateFailed),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  async function remove(option: ShopOptionJson) {
    if (!(await confirm({ title: 'Option löschen', message: catalogueScreenMessages.optionDeleteConfirm, confirmLabel: 'Löschen' })))
      return;
    try {
      await deleteShopOption(option.id);
      showToast({ title: catalogueScreenMessages.optionDeleted });
      reload();
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, catalogueScreenMessages.optionDeleteFailed), variant: 'destructive' });
    }
  }

  async function reorder(ordered: ShopOptionJson[]) {
    if (!current) return;
    const position = new Map(ordered.map((option, index) => [option.id, index]));
    // Shown at once; written behind it, and read back from the server if the write fails.
    setData(
      (previous) =>
        previous && {
          ...previous,
          options: previous.options.map((option) =>
            position.has(option.id) ? { ...option, order_index: position.get(option.id)! } : option,
          ),
        },
    );
    try {
      await reorderOptions(
        current.category.id,
        ordered.map((option) => option.id),
      );
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, catalogueScreenMessages.orderSaveFailed), variant: 'destructive' });
      reload();
    }
  }

  return (
    <section className="card grid grid-cols-1 gap-5" aria-labelledby="admin-screen-title">
      <ScreenTitle title="Produktverwaltung">
        <button type="button" className="btn-outline" onClick={() => (setErrors({}), setCreatingCategory(true))} disabled={!data}>
          Neue Kategorie
        </button>
        <button
          type="button"
          className="btn-primary"
          onClick={() => (setErrors({}), setEditing({ categoryId: current?.category.id ?? 0 }))}
          disabled={!data}
        >
          Neue Option
        </button>
      </ScreenTitle>
      <LoadState
        state={state}
        error={catalogueScreenMessages.optionsLoadFailed}
        empty={data && groups.length === 0 ? catalogueScreenMessages.optionCategoriesEmpty : null}
        onRetry={reload}
      >
        {current && (
          <>
            <div className="max-w-sm">
              <SelectField
                label="Optionskategorie"
                value={current.category.id}
                onChange={(event) => update({ category: event.target.value })}
              >
                {groups.map((group) => (
                  <option key={group.category.id} value={group.category.id}>
                    {group.category.name} ({group.options.length})
                  </option>
                ))}
              </SelectField>
            </div>
            <h2 className="text-lg font-bold text-brand-900">{current.category.name}</h2>
            {current.category.description && <p className="-mt-3 text-sm text-slate-700">{current.category.description}</p>}
            {current.options.length === 0 ? (
              <p className="py-6 text-center text-slate-600">{catalogueScreenMessages.optionsEmpty}</p>
            ) : (
              <ReorderableList
                label={`Optionen: ${current.category.name}`}
                items={current.options}
                itemId={(option) => option.id}
                itemName={(option) => option.name}
                onReorder={reorder}
              >
                {(option) => (
                  <OptionRow option={option} onEdit={() => (setErrors({}), setEditing(option))} onDelete={() => remove(option)} />
                )}
              </ReorderableList>
            )}
          </>
        )}
      </LoadState>
      <OptionFormDialog
        editing={editing}
        categories={data?.categories ?? []}
        saving={saving}
        errors={errors}
        onSave={saveOption}
        onClose={() => setEditing(undefined)}
      />
      <CategoryDialog
        open={creatingCategory}
        title="Neue Optionskategorie"
        initial={{ name: '', description: '' }}
        saving={saving}
        errors={errors}
        nameRequired={catalogueMessages.nameRequired}
        onSave={saveCategory}
        onClose={() => setCreatingCategory(false)}
      />
      {dialog}
    </section>
  );
}
