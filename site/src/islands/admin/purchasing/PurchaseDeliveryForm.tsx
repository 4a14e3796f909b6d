import { useState, type FormEvent } from 'react';
import type { OrderPurchasesJson, PurchaseOrderJson } from '#features/purchasing/contract/purchasing.ts';
import { purchaseMessages as m } from '#features/purchasing/contract/purchasing-messages.ts';
import { berlinDay } from '#shared/dates.ts';
import { fieldMessagesOf, messageOf } from '../../../lib/api.ts';
import { CheckboxField, TextArea, TextField } from '../../ui/Field.tsx';
import { sendWithFile } from './api.ts';

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      onSaved(await sendWithFile(purchase.id, 'delivery', { date, complete, note }, { name: 'photo', value: photo }));
    } catch (error) {
      const fields = fieldMessagesOf(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { photo: messageOf(error, m.photo) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="grid gap-3 rounded-lg border border-slate-200 p-3" noValidate onSubmit={(event) => void submit(event)}>
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
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={sending}>
          Lieferung speichern
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
