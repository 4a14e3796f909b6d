import { useEffect, useState } from 'react';
import { catalogueScreenMessages } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { formatModifier } from '#features/catalogue/contract/price-input.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { loadAssignments, loadOptionCategories, loadShopOptions, replaceAssignments, type ProductJson } from './api.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { groupOptions, type OptionGroup } from './option-groups.ts';

/**
 * "Optionen": which options a product offers, by category. Saved in one call that replaces them all on the
 * server in one transaction (the spec's remove-all-then-add could leave a product half-assigned).
 */
export function OptionAssignmentDialog({ product, onClose }: { product: ProductJson | null; onClose: () => void }) {
  const [groups, setGroups] = useState<OptionGroup[] | 'loading' | string>('loading');
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!product) return;
    const abort = new AbortController();
    setGroups('loading');
    Promise.all([
      loadOptionCategories(abort.signal).catch(() => Promise.reject(catalogueScreenMessages.categoriesLoadFailed)),
      loadShopOptions(abort.signal).catch(() => Promise.reject(catalogueScreenMessages.optionsLoadFailed)),
      loadAssignments(product.id, abort.signal).catch(() => Promise.reject(catalogueScreenMessages.assignmentsLoadFailed)),
    ])
      .then(([categories, options, assignments]) => {
        setGroups(groupOptions(categories, options).filter((group) => group.options.length > 0));
        setChecked(new Set(assignments.map((assignment) => assignment.option_id)));
      })
      .catch((message: string) => !abort.signal.aborted && setGroups(message));
    return () => abort.abort();
  }, [product]);

  async function save() {
    if (!product) return;
    setSaving(true);
    try {
      await replaceAssignments(product.id, [...checked]);
      showToast({ title: catalogueScreenMessages.assignmentsSaved });
      onClose();
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, catalogueScreenMessages.assignmentsSaveFailed), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Dialog
      open={product !== null}
      size="wide"
      title={`Optionen: ${product?.name ?? ''}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn-outline" onClick={onClose}>
            Abbrechen
          </button>
          <button type="button" className="btn-primary" disabled={saving || typeof groups === 'string'} onClick={save}>
            {saving ? 'Wird gespeichert...' : 'Zuweisungen speichern'}
          </button>
        </>
      }
    >
      {groups === 'loading' ? (
        <p className="text-slate-600" role="status">
          Wird geladen …
        </p>
      ) : typeof groups === 'string' ? (
        <p className="text-red-700" role="alert">
          {groups}
        </p>
      ) : groups.length === 0 ? (
        <p className="text-slate-600">{catalogueScreenMessages.optionCategoriesEmpty}</p>
      ) : (
        <div className="grid max-h-[60vh] gap-4 overflow-y-auto pr-1">
          {groups.map(({ category, options }) => (
            <fieldset key={category.id} className="rounded-xl border border-slate-200 p-3">
              <legend className="px-1 font-semibold text-brand-900">
                {category.name}{' '}
                <span className="text-sm font-normal text-slate-600">
                  ({options.filter((option) => checked.has(option.id)).length} von {options.length})
                </span>
              </legend>
              <div className="grid gap-1 sm:grid-cols-2">
                {options.map((option) => (
                  <label key={option.id} className="flex min-h-9 items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-brand-700"
                      checked={checked.has(option.id)}
                      onChange={() => toggle(option.id)}
                    />
                    <span>
                      {option.name}{' '}
                      <span className="text-slate-600">({formatModifier(option.price_modifier, option.price_modifier_type)})</span>
                      {!option.active && <span className="text-slate-600"> · Inaktiv</span>}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </Dialog>
  );
}
