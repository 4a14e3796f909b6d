import { useEffect, useState } from 'react';
import { leadOriginChoicesSchema, leadOriginMessages } from '#features/leads/contract/lead-origin.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextArea } from '../../ui/Field.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { useSubmit } from '../../ui/use-submit.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { loadLeadOriginChoices, saveLeadOriginChoices } from './api.ts';

/** The answers as typed, one a line, without blank lines and the spaces around them. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Einstellungen → Herkunft: the answers the lead page offers for "Wie kam der Kunde zu uns?", one a line,
 * in the order the select shows them (ADR 062). Leads keep the answer they were given when it leaves the list.
 */
export function LeadOriginsTab() {
  const { data, state, reload } = useLoad(loadLeadOriginChoices, 'lead-origins');
  const [text, setText] = useState('');
  useEffect(() => {
    if (data) setText(data.choices.join('\n'));
  }, [data]);
  const { submit, errors, sending } = useSubmit({
    // Checked here first, so the owner reads why (an answer twice, too many, too long) at the field, not only that it failed.
    check: () => leadOriginChoicesSchema.safeParse({ choices: linesOf(text) }),
    send: ({ choices }) => saveLeadOriginChoices(choices),
    onSent: (answer) => {
      setText(answer.choices.join('\n'));
      showToast({ title: answer.message });
    },
    onFailed: (failure) =>
      showToast({ title: 'Fehler', description: messageOf(failure, leadOriginMessages.choicesFailed), variant: 'destructive' }),
  });
  // One field for the whole list: a message about the list ("choices") or about one line of it ("choices.3") belongs to it.
  const error = Object.values(errors)[0];

  return (
    <LoadState state={state} error={leadOriginMessages.choicesLoadFailed} empty={null} onRetry={reload}>
      <form className="grid max-w-xl gap-4" onSubmit={(event) => void submit(event)} noValidate>
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
          <button type="submit" className="btn-primary" disabled={sending} aria-busy={sending}>
            {sending ? 'Wird gespeichert...' : 'Speichern'}
          </button>
        </div>
      </form>
    </LoadState>
  );
}
