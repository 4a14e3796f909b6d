import { useState } from 'react';
import {
  inboundMailMessages as m,
  processedMarks,
  type ConnectionCheckJson,
  type ProcessedMark,
} from '#features/inbound-mail/contract/inbound-mail.ts';
import { formatDateTime } from '#shared/dates.ts';
import { showToast } from '../../../stores/toast.ts';
import { useLoad } from '../../ui/use-load.ts';
import { attempt, useBusyAction } from '../ui/busy-action.ts';
import { SelectField } from '../../ui/Field.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { checkInboundConnection, loadInboundStatus, saveProcessedMark } from './api.ts';

/**
 * Einstellungen → E-Mail, "Posteingang" (ADR 083): the mailbox IMAP_URL names, the connection's state and
 * the last successful read, "Verbindung prüfen" with what failed in German, and how read mails are marked.
 */
export function InboundMailSettings() {
  const { data, state, reload } = useLoad(loadInboundStatus, 'inbound-mail-status');
  const [result, setResult] = useState<ConnectionCheckJson | null>(null);
  const { busy, run } = useBusyAction();

  async function check() {
    await run(async () => {
      setResult(await checkInboundConnection());
      reload();
    }, m.loadFailed);
  }

  async function changeMark(mark: ProcessedMark) {
    await attempt(async () => {
      await saveProcessedMark(mark);
      showToast({ title: m.processedSaved });
      reload();
    }, m.saveFailed);
  }

  return (
    <section className="grid max-w-xl gap-3" aria-labelledby="inbound-mail-heading">
      <h2 id="inbound-mail-heading" className="text-lg font-semibold text-brand-900">
        Posteingang
      </h2>
      <LoadState state={state} error={m.loadFailed} empty={null} onRetry={reload}>
        {data && (
          <>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium text-slate-700">Postfach</dt>
              <dd className="break-words text-slate-900">{data.mailbox ?? m.stateLabels.aus}</dd>
              <dt className="font-medium text-slate-700">Verbindung</dt>
              <dd className="text-slate-900">{m.stateLabels[data.state]}</dd>
              <dt className="font-medium text-slate-700">Zuletzt gelesen</dt>
              <dd className="text-slate-900">{data.lastReadAt ? formatDateTime(new Date(data.lastReadAt)) : 'noch nie'}</dd>
            </dl>
            {data.lastError && (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
                {data.failingSince && `Seit ${formatDateTime(new Date(data.failingSince))}: `}
                {data.lastError}
              </p>
            )}
            {data.configured && (
              <SelectField
                label="Gelesene Mails auf dem Server"
                value={data.processedMark}
                onChange={(event) => void changeMark(event.target.value as ProcessedMark)}
              >
                {processedMarks.map((mark) => (
                  <option key={mark} value={mark}>
                    {m.processedLabels[mark]}
                  </option>
                ))}
              </SelectField>
            )}
          </>
        )}
      </LoadState>
      <div>
        <button type="button" className="btn-secondary" disabled={busy} aria-busy={busy} onClick={() => void check()}>
          {busy ? 'Wird geprüft …' : 'Verbindung prüfen'}
        </button>
      </div>
      <p role="status" className={result?.ok === false ? 'text-sm font-medium text-red-700' : 'text-sm text-green-800'}>
        {result?.message}
      </p>
    </section>
  );
}
