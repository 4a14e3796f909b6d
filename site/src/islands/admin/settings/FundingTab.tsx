import { useEffect, useState } from 'react';
import { catalogueScreenMessages as m } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { elementKindLabels, elementKinds, uSymbol } from '#shared/element-values.ts';
import {
  fundingThresholdsText,
  parseFundingThresholdsText,
  type FundingThresholdsText,
} from '#features/catalogue/contract/funding-input.ts';
import { fieldMessagesOf, messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextField } from '../../ui/Field.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { loadFundingThresholds, saveFundingThresholds } from './api.ts';

/** Einstellungen → Förderung: the BEG EM maxima per kind of element, with their source and date (ADR 063). */
export function FundingTab() {
  const { data, state, reload } = useLoad(loadFundingThresholds, 'funding-thresholds');
  const [form, setForm] = useState<FundingThresholdsText | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => setForm(data ? fundingThresholdsText(data) : null), [data]);

  async function save(event: { preventDefault: () => void }) {
    event.preventDefault();
    const parsed = parseFundingThresholdsText(form!);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    setSaving(true);
    try {
      setForm(fundingThresholdsText(await saveFundingThresholds(parsed.thresholds)));
      showToast({ title: m.fundingSaved });
    } catch (error) {
      setErrors(fieldMessagesOf(error));
      showToast({ title: 'Fehler', description: messageOf(error, m.fundingSaveFailed), variant: 'destructive' });
    }
    setSaving(false);
  }

  return (
    <LoadState state={state} error={m.fundingLoadFailed} empty={null} onRetry={reload}>
      {form && (
        <form className="grid max-w-2xl gap-5" noValidate onSubmit={(event) => void save(event)}>
          <p className="text-sm text-slate-600">{m.fundingExplanation}</p>
          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-2 font-semibold">Höchstwerte in W/(m²K)</legend>
            {elementKinds.map((kind) => (
              <TextField
                key={kind}
                label={`${elementKindLabels[kind]}: ${uSymbol(kind)} höchstens`}
                inputMode="decimal"
                required
                value={form.maxU[kind]}
                error={errors[`maxU.${kind}`]}
                onChange={(e) => setForm({ ...form, maxU: { ...form.maxU, [kind]: e.target.value } })}
              />
            ))}
          </fieldset>
          <TextField
            label="Quelle"
            required
            value={form.source}
            error={errors.source}
            onChange={(e) => setForm({ ...form, source: e.target.value })}
          />
          <TextField
            label="Stand (gelesen am)"
            type="date"
            required
            value={form.asOf}
            error={errors.asOf}
            onChange={(e) => setForm({ ...form, asOf: e.target.value })}
          />
          <button type="submit" className="btn-primary justify-self-start" disabled={saving}>
            Speichern
          </button>
        </form>
      )}
    </LoadState>
  );
}
