import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { mailSettingsMessages as m, testMailSchema } from '#features/settings/contract/mail-settings.ts';
import { messageOf } from '../../../lib/api.ts';
import { $session } from '../../../stores/session.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextField } from '../../ui/Field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { useLoad } from '../../ui/use-load.ts';
import { useSubmit } from '../../ui/use-submit.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { loadMailSettings, sendTestMail } from './api.ts';
import { HeldMails } from './HeldMails.tsx';
import { InboundMailSettings } from '../inbound-mail/InboundMailSettings.tsx';
import { formatDateTime } from '#shared/dates.ts';

/**
 * The settings' "E-Mail": how the server sends (SMTP or, without SMTP_URL, a folder nobody reads), the
 * outbox's state, the mails a restore held (ADR 048), and a test mail whose result – or the mail server's
 * refusal – shows here at once; below, the mailbox the customers' answers are read from (ADR 083).
 */
export function MailTab() {
  const { data, state, reload } = useLoad(loadMailSettings, 'mail-settings');
  const ownEmail = useStore($session)?.user.email ?? '';
  const { values, setErrors, bind } = useForm({ to: ownEmail });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { submit, sending } = useSubmit(
    {
      check: () => testMailSchema.safeParse(values),
      send: ({ to }) => sendTestMail(to),
      onSent: (answer) => {
        setResult({ ok: true, text: answer.message });
        showToast({ title: answer.message });
        reload();
      },
      onFailed: (error) => setResult({ ok: false, text: messageOf(error, m.failed('unbekannter Fehler')) }),
    },
    { setErrors },
  );

  return (
    <div className="grid gap-5">
      <LoadState state={state} error={m.loadFailed} empty={null} onRetry={reload}>
        {data && (
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-slate-700">Versandweg</dt>
            <dd className="break-words text-slate-900">{data.via}</dd>
            <dt className="font-medium text-slate-700">Absender</dt>
            <dd className="break-words text-slate-900">
              {data.from} <span className="text-slate-600">({m.fromSource[data.fromSource]})</span>
            </dd>
            <dt className="font-medium text-slate-700">Neue Anfragen an</dt>
            <dd className="break-words text-slate-900">
              {data.notifications.leads.join(', ')} <span className="text-slate-600">({m.leadsHint})</span>
            </dd>
            <dt className="font-medium text-slate-700">Weitere Benachrichtigungen an</dt>
            <dd className="break-words text-slate-900">
              {data.notifications.office} <span className="text-slate-600">({m.officeSource[data.notifications.officeSource]})</span>
            </dd>
            <dt className="font-medium text-slate-700">Warteschlange</dt>
            <dd className="text-slate-900">
              {data.outbox.pending} wartend{data.outbox.held > 0 && ` · ${data.outbox.held} zurückgehalten`} · zuletzt gesendet{' '}
              {data.outbox.lastSentAt ? formatDateTime(new Date(data.outbox.lastSentAt)) : 'noch nie'}
            </dd>
          </dl>
        )}
        {data && !data.smtp && (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {m.folderHint}
          </p>
        )}
        {data && data.outbox.failed > 0 && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {m.failedMails(data.outbox.failed)}
          </p>
        )}
        {data && data.outbox.held > 0 && <HeldMails onChanged={reload} />}
      </LoadState>
      <form className="grid max-w-xl gap-3" noValidate onSubmit={(event) => void submit(event)}>
        <h2 className="text-lg font-semibold text-brand-900">Testmail</h2>
        <TextField label="Empfänger" type="email" autoComplete="email" required {...bind('to')} />
        <div>
          <button type="submit" className="btn-primary" disabled={sending} aria-busy={sending}>
            {sending ? 'Wird gesendet …' : 'Testmail senden'}
          </button>
        </div>
        <p role="status" className={result?.ok === false ? 'text-sm font-medium text-red-700' : 'text-sm text-green-800'}>
          {result?.text}
        </p>
      </form>
      <InboundMailSettings />
    </div>
  );
}
