import { useState } from 'react';
import { erasureCountLabels, inboxMessages } from '#features/leads/contract/inbox-messages.ts';
import { privacyQuerySchema, type ErasureJson } from '#features/leads/contract/leads-admin.ts';
import { fieldErrors, firstErrors } from '#shared/validation.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextField } from '../../ui/Field.tsx';
import { erasePersonalData, personalDataUrl } from '../leads/api.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useBusyAction } from '../ui/busy-action.ts';

/**
 * /admin/privacy-requests, "Datenschutz-Anfragen": a person's access request (Art. 15 DSGVO) as a German
 * document to hand them (or as JSON, machine-readable), and their erasure request (Art. 17) after a
 * confirmation that says what will be lost (ADR 029).
 */
export default function PrivacyRequestsScreen() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<ErasureJson | null>(null);
  const { busy, run } = useBusyAction();
  const { confirm, dialog } = useConfirm();
  const checked = privacyQuerySchema.safeParse({ email });

  function requireValid(): string | null {
    if (checked.success) {
      setError(undefined);
      return checked.data.email;
    }
    setError(firstErrors(fieldErrors(checked.error)).email);
    return null;
  }

  async function erase() {
    const address = requireValid();
    if (!address) return;
    if (
      !(await confirm({ title: 'Daten löschen', message: inboxMessages.privacyEraseConfirm(address), confirmLabel: 'Endgültig löschen' }))
    )
      return;
    await run(async () => {
      setResult(await erasePersonalData(address));
      showToast({ title: inboxMessages.privacyErasedTitle });
    }, inboxMessages.privacyEraseFailed);
  }

  return (
    <section className="card grid max-w-2xl gap-5" aria-labelledby="admin-screen-title">
      <div>
        <h1 id="admin-screen-title" className="text-2xl font-bold text-brand-900">
          Datenschutz-Anfragen
        </h1>
        <p className="mt-2 text-slate-600">
          Auskunft (Art. 15 DSGVO) und Löschung (Art. 17 DSGVO) für eine E-Mail-Adresse: Anfragen mit Verlauf, Nachrichten,
          Newsletter-Anmeldung, Kundenkonto mit Konfigurationen, Angebote, Aufträge mit Verlauf und die E-Mails an oder über die Person. Die
          Auskunft ist ein deutsches Textdokument, das Sie der Person weitergeben können. Angebote und Aufträge werden bei der Löschung nur
          anonymisiert: Sie sind 10 Jahre aufzubewahren.
        </p>
      </div>
      <form className="grid gap-4" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="E-Mail-Adresse"
          type="email"
          required
          value={email}
          error={error}
          onChange={(event) => (setEmail(event.target.value), setResult(null))}
        />
        <div className="flex flex-wrap gap-3">
          <a
            className="btn-outline"
            href={checked.success ? personalDataUrl(checked.data.email) : '#'}
            download
            onClick={(event) => {
              if (!requireValid()) event.preventDefault();
            }}
          >
            Auskunft herunterladen
          </a>
          <a
            className="btn-outline"
            href={checked.success ? personalDataUrl(checked.data.email, 'json') : '#'}
            download
            onClick={(event) => {
              if (!requireValid()) event.preventDefault();
            }}
          >
            Als JSON (maschinenlesbar)
          </a>
          <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={erase} disabled={busy}>
            {busy ? 'Wird gelöscht...' : 'Alle Daten löschen'}
          </button>
        </div>
      </form>
      {result && (
        <div role="status" className="rounded-xl bg-green-50 p-4 text-sm">
          <p className="font-semibold text-green-900">Gelöscht:</p>
          <ul className="mt-2 grid gap-1">
            {Object.entries(erasureCountLabels).map(([key, label]) => (
              <li key={key}>
                {label}: {result.counts[key as keyof typeof erasureCountLabels]}
              </li>
            ))}
          </ul>
          <p className="mt-2">{inboxMessages.privacyAnonymised(result.anonymised)}</p>
          {result.adminAccountKept && <p className="mt-2 text-amber-800">{inboxMessages.privacyAdminKept}</p>}
          <p className="mt-2 text-slate-600">Protokolliert ohne Adresse (Prüfsumme {result.emailHash.slice(0, 12)}…).</p>
        </div>
      )}
      {dialog}
    </section>
  );
}
