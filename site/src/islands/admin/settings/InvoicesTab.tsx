import { useEffect, useState } from 'react';
import { BASE_RATE_SOURCE, type InvoiceSettingsJson } from '#features/invoices/contract/invoice-settings.ts';
import { invoiceSettingsMessages as m } from '#features/invoices/contract/invoice-settings-messages.ts';
import { fieldMessagesOf, messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextField } from '../../ui/Field.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { loadInvoiceSettings, saveInvoiceSettings } from './api.ts';

const percentText = (basisPoints: number) => (basisPoints / 100).toFixed(2).replace('.', ',');
/** "1,27" or "-0,88" as hundredths of a percent; anything else stays NaN, which the form refuses before sending. */
const basisPointsOf = (text: string) =>
  /^\s*[-−]?\d+([.,]\d{1,2})?\s*$/.test(text) ? Math.round(Number(text.trim().replace('−', '-').replace(',', '.')) * 100) : NaN;

/**
 * The invoices' own terms, with their smallest and largest values. A quote binds with the deposit share it
 * was sent with (§ 145 BGB): a new share applies to quotes sent from then on, which the office must know.
 */
const invoiceFields = [
  ['paymentTermDays', 'Zahlungsziel (Tage)', 0, 365, undefined],
  [
    'depositPercent',
    'Anzahlung (% des Auftragswerts)',
    1,
    100,
    'Gilt für Angebote, die ab jetzt versendet werden. Bereits versendete Angebote behalten ihren Anteil.',
  ],
] as const;

/** The dunning steps' waiting times, each counted from the step before. */
const dunningDays = [
  ['reminderDays', 'Zahlungserinnerung: Tage nach Fälligkeit'],
  ['firstDunningDays', '1. Mahnung: Tage nach der Erinnerung'],
  ['secondDunningDays', '2. Mahnung: Tage nach der 1. Mahnung'],
] as const;

interface RateRow {
  validFrom: string;
  percent: string;
}
const rateRows = (settings: InvoiceSettingsJson): RateRow[] =>
  settings.baseRates.map((rate) => ({ validFrom: rate.validFrom, percent: percentText(rate.basisPoints) }));

/** Einstellungen → Rechnungen: payment term, deposit share, dunning steps and fees, the Basiszinssatz with its dates. */
export function InvoicesTab() {
  const { data } = useLoad(loadInvoiceSettings, 'invoice-settings');
  const [form, setForm] = useState<InvoiceSettingsJson | null>(null);
  // The percentages as typed: a value counts as the person sees it, also when Enter saves without leaving the field.
  const [rates, setRates] = useState<RateRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setForm(data ?? null);
    setRates(data ? rateRows(data) : []);
  }, [data]);
  if (!form) return null;

  const number = (value: string) => (value === '' ? 0 : Math.trunc(Number(value)));
  const dunning = (key: keyof InvoiceSettingsJson['dunning'], value: number) =>
    setForm({ ...form, dunning: { ...form.dunning, [key]: value } });
  const rate = (index: number, change: Partial<RateRow>) =>
    setRates(rates.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));

  async function save(event: { preventDefault: () => void }) {
    event.preventDefault();
    const baseRates = rates.map(({ validFrom, percent }) => ({ validFrom, basisPoints: basisPointsOf(percent) }));
    const unreadable = baseRates.findIndex((entry) => Number.isNaN(entry.basisPoints));
    if (unreadable >= 0) {
      setErrors({ [`baseRates.${unreadable}.basisPoints`]: m.baseRate });
      showToast({ title: 'Fehler', description: m.baseRate, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const stored = await saveInvoiceSettings({ ...form!, baseRates });
      setForm(stored);
      setRates(rateRows(stored));
      setErrors({});
      showToast({ title: m.saved });
    } catch (error) {
      setErrors(fieldMessagesOf(error));
      showToast({
        title: 'Fehler',
        description: messageOf(error, 'Die Rechnungseinstellungen konnten nicht gespeichert werden.'),
        variant: 'destructive',
      });
    }
    setSaving(false);
  }

  return (
    <form className="grid max-w-2xl gap-5" noValidate onSubmit={(event) => void save(event)}>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Rechnungen</legend>
        {invoiceFields.map(([key, label, min, max, hint]) => (
          <TextField
            key={key}
            label={label}
            hint={hint}
            error={errors[key]}
            type="number"
            min={min}
            max={max}
            value={form[key]}
            onChange={(e) => setForm({ ...form, [key]: number(e.target.value) })}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Mahnwesen</legend>
        {dunningDays.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            type="number"
            min={1}
            max={90}
            value={form.dunning[key]}
            error={errors[`dunning.${key}`]}
            onChange={(e) => dunning(key, number(e.target.value))}
          />
        ))}
        <TextField
          label="Mahngebühr je Mahnung (Cent, nur Verbraucher)"
          hint="Nur tatsächliche Kosten wie Porto und Material. Geschäftskunden zahlen stattdessen die Pauschale von 40 € (§ 288 Abs. 5 BGB)."
          type="number"
          min={0}
          max={1000}
          value={form.dunning.dunningFee}
          error={errors['dunning.dunningFee']}
          onChange={(e) => dunning('dunningFee', number(e.target.value))}
        />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Basiszinssatz</legend>
        <p className="text-sm text-slate-600">
          Quelle: {BASE_RATE_SOURCE}. Er ändert sich zum 1. Januar und 1. Juli; bitte tragen Sie jeden neuen Wert mit seinem Datum ein.
        </p>
        {errors.baseRates && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.baseRates}
          </p>
        )}
        {rates.map((entry, index) => (
          <div key={index} className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Gilt ab"
              type="date"
              value={entry.validFrom}
              error={errors[`baseRates.${index}.validFrom`]}
              onChange={(e) => rate(index, { validFrom: e.target.value })}
            />
            <TextField
              label="Basiszinssatz (%)"
              inputMode="decimal"
              value={entry.percent}
              error={errors[`baseRates.${index}.basisPoints`]}
              onChange={(e) => rate(index, { percent: e.target.value })}
            />
          </div>
        ))}
        <button
          type="button"
          className="btn-outline justify-self-start"
          onClick={() => setRates([...rates, { validFrom: '', percent: '' }])}
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
