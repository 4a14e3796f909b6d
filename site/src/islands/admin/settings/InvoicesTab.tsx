import { useEffect, useState } from 'react';
import { BASE_RATE_SOURCE, type InvoiceSettingsJson } from '#features/invoices/contract/invoice-settings.ts';
import { invoiceSettingsMessages as m } from '#features/invoices/contract/invoice-settings-messages.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextField } from '../../ui/Field.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { loadInvoiceSettings, saveInvoiceSettings } from './api.ts';

const percentText = (basisPoints: number) => (basisPoints / 100).toFixed(2).replace('.', ',');
const basisPointsOf = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

/** Einstellungen → Rechnungen: payment term, deposit share, dunning steps and fees, the Basiszinssatz with its dates. */
export function InvoicesTab() {
  const { data } = useLoad(loadInvoiceSettings, 'invoice-settings');
  const [form, setForm] = useState<InvoiceSettingsJson | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setForm(data ?? null), [data]);
  if (!form) return null;

  const number = (value: string) => (value === '' ? 0 : Math.trunc(Number(value)));
  const dunning = (key: keyof InvoiceSettingsJson['dunning'], value: number) =>
    setForm({ ...form, dunning: { ...form.dunning, [key]: value } });
  const rate = (index: number, change: Partial<InvoiceSettingsJson['baseRates'][number]>) =>
    setForm({ ...form, baseRates: form.baseRates.map((entry, at) => (at === index ? { ...entry, ...change } : entry)) });

  async function save(event: { preventDefault: () => void }) {
    event.preventDefault();
    setSaving(true);
    try {
      setForm(await saveInvoiceSettings(form!));
      showToast({ title: m.saved });
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, m.paymentTermDays), variant: 'destructive' });
    }
    setSaving(false);
  }

  return (
    <form className="grid max-w-2xl gap-5" noValidate onSubmit={(event) => void save(event)}>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Rechnungen</legend>
        <TextField
          label="Zahlungsziel (Tage)"
          type="number"
          min={0}
          max={365}
          value={form.paymentTermDays}
          onChange={(e) => setForm({ ...form, paymentTermDays: number(e.target.value) })}
        />
        <TextField
          label="Anzahlung (% des Auftragswerts)"
          type="number"
          min={1}
          max={100}
          value={form.depositPercent}
          onChange={(e) => setForm({ ...form, depositPercent: number(e.target.value) })}
        />
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Mahnwesen</legend>
        <TextField
          label="Zahlungserinnerung: Tage nach Fälligkeit"
          type="number"
          min={1}
          max={90}
          value={form.dunning.reminderDays}
          onChange={(e) => dunning('reminderDays', number(e.target.value))}
        />
        <TextField
          label="1. Mahnung: Tage nach der Erinnerung"
          type="number"
          min={1}
          max={90}
          value={form.dunning.firstDunningDays}
          onChange={(e) => dunning('firstDunningDays', number(e.target.value))}
        />
        <TextField
          label="2. Mahnung: Tage nach der 1. Mahnung"
          type="number"
          min={1}
          max={90}
          value={form.dunning.secondDunningDays}
          onChange={(e) => dunning('secondDunningDays', number(e.target.value))}
        />
        <TextField
          label="Mahngebühr je Mahnung (Cent, nur Verbraucher)"
          hint="Nur tatsächliche Kosten wie Porto und Material. Geschäftskunden zahlen stattdessen die Pauschale von 40 € (§ 288 Abs. 5 BGB)."
          type="number"
          min={0}
          max={1000}
          value={form.dunning.dunningFee}
          onChange={(e) => dunning('dunningFee', number(e.target.value))}
        />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Basiszinssatz</legend>
        <p className="text-sm text-slate-600">
          Quelle: {BASE_RATE_SOURCE}. Er ändert sich zum 1. Januar und 1. Juli; bitte tragen Sie jeden neuen Wert mit seinem Datum ein.
        </p>
        {form.baseRates.map((entry, index) => (
          <div key={index} className="grid gap-3 sm:grid-cols-2">
            <TextField label="Gilt ab" type="date" value={entry.validFrom} onChange={(e) => rate(index, { validFrom: e.target.value })} />
            <TextField
              label="Basiszinssatz (%)"
              inputMode="decimal"
              defaultValue={percentText(entry.basisPoints)}
              onBlur={(e) => rate(index, { basisPoints: basisPointsOf(e.target.value) })}
            />
          </div>
        ))}
        <button
          type="button"
          className="btn-outline justify-self-start"
          onClick={() => setForm({ ...form, baseRates: [...form.baseRates, { validFrom: '', basisPoints: 0 }] })}
        >
          Basiszinssatz hinzufügen
        </button>
      </fieldset>
      <button type="submit" className="btn-primary justify-self-start" disabled={saving}>
        Speichern
      </button>
    </form>
  );
}
