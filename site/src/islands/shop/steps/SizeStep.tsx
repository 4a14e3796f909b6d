import type { ReactNode } from 'react';
import { SIZE_LIMITS_MM } from '#shared/shop.ts';
import { setShopSize } from '../../../stores/shop.ts';
import { TextField } from '../../ui/Field.tsx';
import { StepFrame } from '../../ui/StepFrame.tsx';

interface SizeStepProps {
  width: string;
  height: string;
  errors: Record<string, string>;
  takeFocus: boolean;
  footer: ReactNode;
}

/** Step 9: width and height in millimetres. */
export function SizeStep({ width, height, errors, takeFocus, footer }: SizeStepProps) {
  return (
    <StepFrame
      title="Größe"
      intro={`Breite und Höhe in Millimetern, jeweils ${SIZE_LIMITS_MM.min} bis ${SIZE_LIMITS_MM.max} mm.`}
      takeFocus={takeFocus}
      footer={footer}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Breite (mm)"
          type="number"
          inputMode="numeric"
          required
          min={SIZE_LIMITS_MM.min}
          max={SIZE_LIMITS_MM.max}
          value={width}
          error={errors.width}
          onChange={(event) => setShopSize('width', event.target.value)}
        />
        <TextField
          label="Höhe (mm)"
          type="number"
          inputMode="numeric"
          required
          min={SIZE_LIMITS_MM.min}
          max={SIZE_LIMITS_MM.max}
          value={height}
          error={errors.height}
          onChange={(event) => setShopSize('height', event.target.value)}
        />
      </div>
    </StepFrame>
  );
}
