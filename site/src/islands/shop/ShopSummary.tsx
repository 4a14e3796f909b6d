import { configuratorMessages } from '#features/catalogue/contract/configurator.ts';
import { formatCents, formatPrice, formatSizeMm } from '#shared/format.ts';
import { priceGridMessages } from '#features/catalogue/contract/price-grid-messages.ts';
import { chosenElement } from '#features/catalogue/contract/element-with-options.ts';
import type { SizeMm } from '#features/catalogue/contract/price-grid.ts';
import type { ShopProduct } from '../../lib/catalogue.ts';
import { ElementValuesNote } from '../ui/ElementValuesNote.tsx';
import { signedPercent } from '../../lib/option-surcharge.ts';
import { isStartingPrice, type ChosenOption } from './selection.ts';

interface ShopSummaryProps {
  product: ShopProduct | undefined;
  chosen: ChosenOption[];
  /** The price the options apply to: the size's grid price, the base price before a size, null "auf Anfrage". */
  basis: number | null;
  total: number | null;
  size: SizeMm | null;
}

/**
 * What the configuration contains so far, and its price. A product priced by size shows its starting
 * price ("ab") until a size is typed, then the price of that size (ADR 024).
 */
export function ShopSummary({ product, chosen, basis, total, size }: ShopSummaryProps) {
  const startingPrice = product !== undefined && isStartingPrice(product, size);
  const from = (text: string) => (startingPrice ? `${priceGridMessages.startingPrice} ${text}` : text);
  return (
    <aside className="card" aria-labelledby="shop-summary-title">
      <h2 id="shop-summary-title" className="text-lg font-bold text-brand-900">
        Ihre Konfiguration
      </h2>
      {!product ? (
        <p className="mt-3 text-slate-600">Wählen Sie zuerst ein Produkt.</p>
      ) : (
        <>
          <dl className="mt-4 grid gap-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="font-semibold text-brand-900">{product.name}</dt>
              <dd className="whitespace-nowrap">{basis === null ? '–' : from(formatCents(basis))}</dd>
            </div>
            {chosen.map(({ key, group, choice, price }) => (
              <div key={key} className="flex justify-between gap-3">
                <dt className="text-slate-600">
                  {group.name}: <span className="text-slate-900">{choice.label}</span>
                </dt>
                <dd className="whitespace-nowrap">
                  {price === null || price === 0
                    ? '–'
                    : startingPrice && choice.price_modifier_type === 'percentage'
                      ? signedPercent(choice.price_modifier)
                      : `+ ${formatCents(price)}`}
                </dd>
              </div>
            ))}
            {size && (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">Größe</dt>
                <dd>{formatSizeMm(size)}</dd>
              </div>
            )}
          </dl>
          <ElementValuesNote
            className="mt-3"
            {...chosenElement(
              product,
              chosen.map(({ choice }) => choice),
            )}
          />
          <p className="mt-4 flex items-center justify-between border-t border-slate-300 pt-3 text-lg font-bold">
            <span>Gesamt</span>
            <span data-testid="shop-total">{total === null ? formatPrice(null) : from(formatCents(total))}</span>
          </p>
          <p className="mt-2 text-xs text-slate-600">{configuratorMessages.priceNote}</p>
        </>
      )}
    </aside>
  );
}
