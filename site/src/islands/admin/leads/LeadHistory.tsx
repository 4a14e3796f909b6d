import { useState, type SubmitEvent } from 'react';
import { useBusyAction } from '../ui/busy-action.ts';
import { formatAuthor } from '#features/accounts/contract/staff-name.ts';
import { inboxMessages } from '#features/leads/contract/inbox-messages.ts';
import { leadNoteBodySchema, type LeadHistoryEntry } from '#features/leads/contract/leads-admin.ts';
import { fieldErrors, firstErrors } from '#shared/validation.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextArea } from '../../ui/Field.tsx';
import { addLeadNote } from './api.ts';
import { formatDateTime } from '#shared/dates.ts';

const kindLabels: Record<LeadHistoryEntry['kind'], string> = {
  created: 'Eingang',
  status: 'Status',
  note: 'Notiz',
  export: 'Export',
  mail: 'E-Mail',
  reply: 'Antwort',
  opened: 'Geöffnet',
  assigned: 'Zuständig',
  received: 'E-Mail erhalten',
};

/** The lead's history, oldest first, and the field for a new note. */
export function LeadHistory({
  leadId,
  history,
  onAdded,
  mayAddNotes = true,
}: {
  leadId: number;
  history: LeadHistoryEntry[];
  onAdded: (entry: LeadHistoryEntry) => void;
  /** False for a role that reads leads only: no note field, which the server would refuse. */
  mayAddNotes?: boolean;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy: saving, run } = useBusyAction();

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const checked = leadNoteBodySchema.safeParse({ text });
    if (!checked.success) {
      setError(firstErrors(fieldErrors(checked.error)).text);
      return;
    }
    setError(undefined);
    await run(async () => {
      onAdded(await addLeadNote(leadId, checked.data.text));
      setText('');
      showToast({ title: inboxMessages.noteSaved });
    }, inboxMessages.noteFailed);
  }

  return (
    <div className="grid gap-3">
      <ol className="grid gap-2">
        {history.map((entry, index) => (
          <li key={index} className="rounded-lg bg-slate-50 p-3 text-sm">
            <p className="text-slate-600">
              {formatDateTime(new Date(entry.at))} · {kindLabels[entry.kind]} · {formatAuthor(entry.by, entry.byName)}
            </p>
            <p className="mt-1 whitespace-pre-wrap text-slate-900">{entry.text}</p>
          </li>
        ))}
      </ol>
      {mayAddNotes && (
        <form onSubmit={submit} noValidate className="grid gap-2">
          <TextArea label="Neue Notiz" value={text} error={error} onChange={(event) => setText(event.target.value)} maxLength={5000} />
          <div>
            <button type="submit" className="btn-secondary min-h-9 px-4 py-1.5 text-sm" disabled={saving}>
              {saving ? 'Wird gespeichert...' : 'Notiz speichern'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
