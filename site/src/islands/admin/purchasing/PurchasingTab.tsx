import { useEffect, useState, type FormEvent } from 'react';
import { formatCentsForInput, parseEuroToCents } from '#features/catalogue/contract/price-input.ts';
import { purchaseMessages as m, purchaseScreenMessages as screen } from '#features/purchasing/contract/purchasing-messages.ts';
import type { PurchasingSettings } from '#features/purchasing/contract/purchasing-settings.ts';
import { fieldMessagesOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { useBusyAction } from '../ui/busy-action.ts';
import { loadPurchasingSettings, savePurchasingSettings } from './api.ts';

interface Form {
  deliverTo: PurchasingSettings['deliverTo'];
  street: string;
  postcode: string;
  city: string;
  hourlyRate: string;
}

const formOf = (settings: PurchasingSettings): Form => ({
  deliverTo: settings.deliverTo,
  street: settings.yard?.street ?? '',
  postcode: settings.yard?.postcode ?? '',
  city: settings.yard?.city ?? '',
  hourlyRate: formatCentsForInput(settings.hourlyRate),
});

/** Einstellungen → Einkauf (issue 49): where Bestellungen deliver to, and the internal hourly rate of the Deckungsbeitrag. */
export function PurchasingTab() {
  const { data, state, reload } = useLoad((signal) => loadPurchasingSettings(signal), 'purchasing-settings');
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useBusyAction();
  useEffect(() => setForm(data ? formOf(data) : null), [data]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const rate = parseEuroToCents(form.hourlyRate);
    if (!rate.ok) return setErrors({ hourlyRate: m.hourlyRate });
    const yard = form.street || form.postcode || form.city ? { street: form.street, postcode: form.postcode, city: form.city } : null;
    await run(
      async () => {
        setForm(formOf(await savePurchasingSettings({ deliverTo: form.deliverTo, yard, hourlyRate: rate.value })));
        setErrors({});
        showToast({ title: screen.saved });
      },
      screen.saveFailed,
      (error) => setErrors(fieldMessagesOf(error)),
    );
  }

  const yardError = Object.entries(errors).find(([key]) => key.startsWith('yard'))?.[1];
  return (
    <LoadState state={state} error={screen.loadFailed} empty={null} onRetry={reload}>
      {form && (
        <form className="grid max-w-2xl gap-4" noValidate onSubmit={(event) => void save(event)}>
          <SelectField
            label="Bestellungen liefern"
            value={form.deliverTo}
            onChange={(event) => setForm({ ...form, deliverTo: event.target.value as Form['deliverTo'] })}
          >
            <option value="yard">an unser Lager</option>
            <option value="site">an die Baustelle</option>
          </SelectField>
          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold">Lageradresse (leer: die Firmenadresse)</legend>
            <TextField
              label="Straße und Hausnummer"
              value={form.street}
              error={yardError}
              onChange={(e) => setForm({ ...form, street: e.target.value })}
            />
            <TextField
              label="PLZ"
              inputMode="numeric"
              value={form.postcode}
              onChange={(e) => setForm({ ...form, postcode: e.target.value })}
            />
            <TextField label="Ort" value={form.city} onChange={(e) => setForm({ ...form, city: e.target.value })} />
          </fieldset>
          <TextField
            label="Interner Stundensatz Montage (netto, €)"
            inputMode="decimal"
            value={form.hourlyRate}
            error={errors.hourlyRate}
            onChange={(e) => setForm({ ...form, hourlyRate: e.target.value })}
          />
          <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
            Speichern
          </button>
        </form>
      )}
    </LoadState>
  );
}
