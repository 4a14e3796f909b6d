import { useState } from 'react';
import type { OrderPurchasesJson, PurchaseOrderJson } from '#features/purchasing/contract/purchasing.ts';
import { purchaseMessages as m } from '#features/purchasing/contract/purchasing-messages.ts';
import { berlinDay } from '#shared/dates.ts';
import { CheckboxField, TextArea, TextField } from '../../ui/Field.tsx';
import { sendWithFile } from './api.ts';
import { PurchaseStepForm, usePurchaseStep } from './PurchaseStepForm.tsx';

/** "Geliefert": the day, complete or not, a note and a photo of damage. */
export function PurchaseDeliveryForm({
  purchase,
  onSaved,
  onCancel,
}: {
  purchase: PurchaseOrderJson;
  onSaved: (answer: OrderPurchasesJson) => void;
  onCancel: () => void;
}) {
  const [date, setDate] = useState(berlinDay(new Date()));
  const [complete, setComplete] = useState(true);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const { errors, sending, send } = usePurchaseStep(onSaved, { name: 'photo', fallback: m.photo });

  return (
    <PurchaseStepForm
      submitLabel="Lieferung speichern"
      sending={sending}
      onCancel={onCancel}
      onSubmit={() => void send(() => sendWithFile(purchase.id, 'delivery', { date, complete, note }, { name: 'photo', value: photo }))}
    >
      <TextField label="Geliefert am" type="date" required value={date} error={errors.date} onChange={(e) => setDate(e.target.value)} />
      <CheckboxField label="Vollständig geliefert" checked={complete} onChange={(e) => setComplete(e.target.checked)} />
      <TextArea label="Notiz (z. B. Schaden)" rows={2} value={note} error={errors.note} onChange={(e) => setNote(e.target.value)} />
      <TextField
        label="Foto eines Schadens"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        error={errors.photo}
        onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
      />
    </PurchaseStepForm>
  );
}
