import { formatModifier } from '#features/catalogue/contract/price-input.ts';
import type { ShopOptionJson } from './api.ts';
import { ActiveBadge } from '../ui/ActiveBadge.tsx';
import { RowActions, RowButton } from '../ui/RowActions.tsx';

/** One option in the list of its category: picture, name, price modifier, state and actions. */
export function OptionRow({ option, onEdit, onDelete }: { option: ShopOptionJson; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 items-start gap-3">
        {option.image_url && (
          <img src={option.image_url} alt="" className="size-12 shrink-0 rounded-lg border border-slate-200 object-cover" />
        )}
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {option.name} <ActiveBadge active={option.active} />
          </p>
          {option.description && <p className="text-sm text-slate-700">{option.description}</p>}
          <p className="text-sm text-slate-600">{formatModifier(option.price_modifier, option.price_modifier_type)}</p>
        </div>
      </div>
      <RowActions>
        <RowButton label="Bearbeiten" target={option.name} onClick={onEdit} />
        <RowButton label="Löschen" target={option.name} destructive onClick={onDelete} />
      </RowActions>
    </div>
  );
}
