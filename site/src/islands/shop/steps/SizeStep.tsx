import type { ReactNode } from 'react';
import { formatCents, formatSizeMm } from '#shared/format.ts';
import { priceGridMessages } from '#features/catalogue/contract/price-grid-messages.ts';
import type { SizeMm } from '#features/catalogue/contract/price-grid.ts';
import { SIZE_LIMITS_MM, sizeHint } from '#features/shop/contract/shop.ts';
import { setShopSize } from '../../../stores/shop.ts';
import { TextField } from '../../ui/Field.tsx';
import { StepFrame } from '../../ui/StepFrame.tsx';

interface SizeStepProps {
  width: string;
  height: string;
  errors: Record<string, string>;
  takeFocus: boolean;
  /** The size typed so far, once both values are within the limits. */
  size: SizeMm | null;
  /** The configuration's price at that size; null = "auf Anfrage". */
  total: number | null;
  footer: ReactNode;
}

const sizeFields = [
  { key: 'width', label: 'Breite (mm)' },
  { key: 'height', label: 'Höhe (mm)' },
] as const;

/** Step 9: width and height in millimetres, and the price of that size while it is typed. */
export function SizeStep({ width, height, errors, takeFocus, size, total, footer }: SizeStepProps) {
  return (
    <StepFrame
      title="Größe"
      intro={`Breite und Höhe in Millimetern, jeweils ${SIZE_LIMITS_MM.min} bis ${SIZE_LIMITS_MM.max} mm.`}
      takeFocus={takeFocus}
      footer={footer}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {sizeFields.map(({ key, label }) => {
          const value = key === 'width' ? width : height;
          return (
            <TextField
              key={key}
              label={label}
              type="number"
              inputMode="numeric"
              required
              min={SIZE_LIMITS_MM.min}
              max={SIZE_LIMITS_MM.max}
              value={value}
              error={errors[key] ?? sizeHint(value, key) ?? undefined}
              onChange={(event) => setShopSize(key, event.target.value)}
            />
          );
        })}
      </div>
      {/* Announced politely as the size is typed: the price follows the size (ADR 024). */}
      <div aria-live="polite" className="mt-5 rounded-lg bg-brand-50 p-4" data-testid="shop-size-price">
        {!size ? (
          <p className="text-sm text-slate-600">Geben Sie Breite und Höhe ein, dann sehen Sie hier den Preis für Ihre Größe.</p>
        ) : total === null ? (
          <>
            <p className="font-bold text-brand-900">
              {formatSizeMm(size)}: {priceGridMessages.onRequest}
            </p>
            <p className="mt-1 text-sm text-slate-700">{priceGridMessages.onRequestShop}</p>
          </>
        ) : (
          <p className="font-bold text-brand-900">
            Preis für {formatSizeMm(size)}: <span data-testid="shop-size-total">{formatCents(total)}</span>
          </p>
        )}
      </div>
    </StepFrame>
  );
}
