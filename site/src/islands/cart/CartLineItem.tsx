import { Trash } from 'lucide-react';
import { CONFIGURATOR_LIMITS } from '#features/catalogue/contract/configurator.ts';
import { quotedGross } from '#features/catalogue/contract/price.ts';
import { formatPrice, formatSizeCm } from '#shared/format.ts';
import type { CartLine } from '../../stores/cart.ts';
import { ElementValuesNote } from '../ui/ElementValuesNote.tsx';
import { TextField } from '../ui/Field.tsx';
import { WindowDrawing } from '../ui/WindowDrawing.tsx';

interface CartLineItemProps {
  line: CartLine;
  busy: boolean;
  onQuantity: (menge: number) => void;
  onRemove: () => void;
}

/** One cart line: the window drawn, its size, options, quantity and price as the quote will ask it. */
export function CartLineItem({ line, busy, onQuantity, onRemove }: CartLineItemProps) {
  const choices = Object.fromEntries(
    line.options.flatMap((option) => (option.key ? [[option.key, { label: option.name, colorCode: option.colorCode }]] : [])),
  );
  const drawn = line.category === 'fenster' && line.breite !== null && line.hoehe !== null;
  return (
    <li className="grid gap-4 py-5 sm:grid-cols-[9rem_1fr_auto]">
      {drawn ? (
        <WindowDrawing className="w-full max-w-[9rem]" widthMm={line.breite! * 10} heightMm={line.hoehe! * 10} choices={choices} />
      ) : (
        <span aria-hidden="true" className="hidden sm:block" />
      )}
      <div className="min-w-0">
        <h2 className="font-semibold text-brand-900">{line.productName}</h2>
        {line.breite !== null && line.hoehe !== null && (
          <p className="text-sm text-slate-700">Größe: {formatSizeCm(line.breite, line.hoehe)}</p>
        )}
        <ul className="mt-1 text-sm text-slate-600">
          {line.options.map((option) => (
            <li key={`${option.category}-${option.name}`}>
              {option.category}: {option.name}
            </li>
          ))}
        </ul>
        <ElementValuesNote className="mt-1" values={line.values} funding={line.funding} />
      </div>
      <div className="flex items-end justify-between gap-4 sm:grid sm:content-start sm:justify-items-end">
        <p className="text-lg font-bold whitespace-nowrap" data-testid="cart-line-price">
          {formatPrice(line.unitPrice === null ? null : quotedGross([{ quantity: line.menge, unitPrice: line.unitPrice }]))}
        </p>
        <div className="flex items-end gap-2">
          <div className="w-20">
            <TextField
              label="Menge"
              type="number"
              min={CONFIGURATOR_LIMITS.quantity.min}
              max={CONFIGURATOR_LIMITS.quantity.max}
              value={line.menge}
              disabled={busy}
              aria-label={`Menge ${line.productName}`}
              onChange={(event) => {
                const menge = Number(event.target.value);
                if (Number.isInteger(menge) && menge >= CONFIGURATOR_LIMITS.quantity.min && menge <= CONFIGURATOR_LIMITS.quantity.max)
                  onQuantity(menge);
              }}
            />
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            <Trash size={16} aria-hidden="true" /> Entfernen<span className="sr-only"> ({line.productName})</span>
          </button>
        </div>
      </div>
    </li>
  );
}
