import { useState } from 'react';
import { formatCentsForInput, parseEuroToCents } from '#features/catalogue/contract/price-input.ts';
import { formatWeek } from '#features/purchasing/contract/delivery-week.ts';
import type { OrderPurchasesJson, PurchaseOrderJson } from '#features/purchasing/contract/purchasing.ts';
import { purchaseMessages as m } from '#features/purchasing/contract/purchasing-messages.ts';
import { TextField } from '../../ui/Field.tsx';
import { sendWithFile } from './api.ts';
import { PurchaseStepForm, usePurchaseStep } from './PurchaseStepForm.tsx';

/** "AB erfassen": the supplier's AB number, the confirmed week, the net price per position and the AB's PDF. */
export function PurchaseConfirmationForm({
  purchase,
  onSaved,
  onCancel,
}: {
  purchase: PurchaseOrderJson;
  onSaved: (answer: OrderPurchasesJson) => void;
  onCancel: () => void;
}) {
  const known = purchase.confirmation;
  const [abNumber, setAbNumber] = useState(known?.abNumber ?? '');
  const [week, setWeek] = useState(known ? formatWeek(known.week) : '');
  const [prices, setPrices] = useState(
    purchase.document.positions.map((position, index) => {
      const cents = known?.unitPrices[index] ?? position.expectedUnitPrice;
      return cents === null || cents === undefined ? '' : formatCentsForInput(cents);
    }),
  );
  const [file, setFile] = useState<File | null>(null);
  const { errors, setErrors, sending, send } = usePurchaseStep(onSaved, { name: 'file', fallback: m.file });

  function submit() {
    const parsed = prices.map((price) => parseEuroToCents(price));
    const wrong = parsed.findIndex((price) => !price.ok);
    if (wrong >= 0) return setErrors({ [`price-${wrong}`]: m.prices });
    const unitPrices = parsed.map((price) => (price.ok ? price.value : 0));
    void send(() => sendWithFile(purchase.id, 'confirmation', { abNumber, week, unitPrices }, { name: 'file', value: file }));
  }

  return (
    <PurchaseStepForm submitLabel="AB speichern" sending={sending} onCancel={onCancel} onSubmit={submit}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="AB-Nummer" required value={abNumber} error={errors.abNumber} onChange={(e) => setAbNumber(e.target.value)} />
        <TextField
          label="Bestätigte Lieferwoche"
          placeholder="KW 12/2027"
          required
          value={week}
          error={errors.week}
          onChange={(e) => setWeek(e.target.value)}
        />
      </div>
      {purchase.document.positions.map((position, index) => (
        <TextField
          key={position.lineIndex}
          label={`Einkaufspreis netto je Stück – Pos. ${index + 1}: ${position.name}`}
          inputMode="decimal"
          value={prices[index] ?? ''}
          error={errors[`price-${index}`] ?? errors.unitPrices}
          onChange={(e) => setPrices((current) => current.map((price, at) => (at === index ? e.target.value : price)))}
        />
      ))}
      <TextField
        label="Auftragsbestätigung (PDF)"
        type="file"
        accept="application/pdf"
        error={errors.file}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
    </PurchaseStepForm>
  );
}
