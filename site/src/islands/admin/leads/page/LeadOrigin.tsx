import { useEffect, useState } from 'react';
import { leadOriginMessages } from '#features/leads/contract/lead-origin.ts';
import { messageOf } from '../../../../lib/api.ts';
import { showToast } from '../../../../stores/toast.ts';
import { SelectField } from '../../../ui/Field.tsx';
import { loadLeadOriginChoices, setLeadOrigin } from '../api.ts';

/**
 * "Wie kam der Kunde zu uns?" (ADR 062): the owner's list of answers (Einstellungen → Herkunft), saved at
 * once. An origin the site found (a campaign, a referring site) or an answer since taken off the list
 * stays choosable as it is.
 */
export function LeadOrigin({ leadId, origin, disabled }: { leadId: number; origin: string | null; disabled: boolean }) {
  const [choices, setChoices] = useState<string[] | null>(null);
  const [value, setValue] = useState(origin ?? '');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    loadLeadOriginChoices(abort.signal)
      .then((answer) => setChoices(answer.choices))
      .catch(() => {
        if (!abort.signal.aborted) setChoices([]);
      });
    return () => abort.abort();
  }, []);

  async function choose(next: string) {
    const before = value;
    setValue(next);
    setSaving(true);
    try {
      await setLeadOrigin(leadId, next);
      showToast({ title: leadOriginMessages.saved(next) });
    } catch (error) {
      setValue(before);
      showToast({ title: 'Fehler', description: messageOf(error, leadOriginMessages.saveFailed), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  const options = [...new Set([...(value ? [value] : []), ...(choices ?? [])])];
  return (
    <SelectField
      label="Wie kam der Kunde zu uns?"
      value={value}
      disabled={disabled || saving || choices === null}
      onChange={(event) => void choose(event.target.value)}
    >
      {!value && <option value="">Bitte wählen</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectField>
  );
}
