import { useEffect, useState, type FormEvent } from 'react';
import { leadOriginMessages } from '#features/leads/contract/lead-origin.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextArea } from '../../ui/Field.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { loadLeadOriginChoices, saveLeadOriginChoices } from './api.ts';

/**
 * Einstellungen → Herkunft: the answers the lead page offers for "Wie kam der Kunde zu uns?", one a line,
 * in the order the select shows them (ADR 062). Leads keep the answer they were given when it leaves the list.
 */
export function LeadOriginsTab() {
  const { data, state, reload } = useLoad(loadLeadOriginChoices, 'lead-origins');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data) setText(data.choices.join('\n'));
  }, [data]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const choices = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    setSaving(true);
    try {
      const answer = await saveLeadOriginChoices(choices);
      setText(answer.choices.join('\n'));
      setError(undefined);
      showToast({ title: answer.message });
    } catch (failure) {
      const message = messageOf(failure, leadOriginMessages.choicesFailed);
      setError(message);
      showToast({ title: 'Fehler', description: message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <LoadState state={state} error={leadOriginMessages.choicesLoadFailed} empty={null} onRetry={reload}>
      <form className="grid max-w-xl gap-4" onSubmit={(event) => void save(event)} noValidate>
        <h2 className="text-lg font-semibold text-brand-900">Wie kam der Kunde zu uns?</h2>
        <TextArea
          label="Antworten, eine je Zeile"
          hint="Die Auswahl auf der Seite einer Anfrage, in dieser Reihenfolge; höchstens 20, je höchstens 60 Zeichen."
          rows={8}
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <div>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? 'Wird gespeichert...' : 'Speichern'}
          </button>
        </div>
      </form>
    </LoadState>
  );
}
