import { useEffect, useState } from 'react';
import { twoFactorMessages as m, type TwoFactorSetupJson, type TwoFactorStatusJson } from '#features/accounts/contract/two-factor.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { TextField } from '../../ui/Field.tsx';
import { disableTwoFactor, enableTwoFactor, loadAdminProfile, renewRecoveryCodes, startTwoFactorSetup } from './api.ts';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';

const failed = (description: string) => showToast({ title: 'Fehler', description, variant: 'destructive' });

type CodeAnswer = Awaited<ReturnType<typeof renewRecoveryCodes | typeof disableTwoFactor>>;

/** The two dialogs that ask for a code: new recovery codes, and turning it off (the password instead of a code). */
const codeDialogs = {
  renew: {
    title: m.newRecoveryCodes,
    intro: m.newRecoveryCodesIntro,
    label: m.newRecoveryCodesConfirm,
    failure: m.newRecoveryCodesFailed,
    withPassword: false,
    send: ({ code }: CodeInput): Promise<CodeAnswer> => renewRecoveryCodes(code!),
  },
  disable: {
    title: m.disableTitle,
    intro: m.disableIntro,
    label: m.disable,
    failure: m.disableFailed,
    withPassword: true,
    send: (input: CodeInput): Promise<CodeAnswer> =>
      disableTwoFactor(input.code ? { code: input.code } : { password: input.password ?? '' }),
  },
};

/**
 * The profile's "Zwei-Faktor-Anmeldung" (ADR 038): its status; setting it up with the QR code (inline
 * SVG: the pages' policy allows no data: images) or the key typed by hand, confirmed with a code; the
 * recovery codes once; new ones; turning it off. `onEnabled` for the back office's gate while the owner
 * requires it: it opens once this is done. In the gate (`owedSetupOf`, the username) the profile is still
 * closed (ADR 045): the section starts from what the gate knows, the setup the owner requires.
 */
export function TwoFactorSection({ onEnabled, owedSetupOf }: { onEnabled?: () => void; owedSetupOf?: string }) {
  const [status, setStatus] = useState<TwoFactorStatusJson | null>(
    owedSetupOf === undefined ? null : { enabled: false, required: true, recoveryCodesLeft: 0, pending: 'setup' },
  );
  const [username, setUsername] = useState(owedSetupOf ?? '');
  const [setup, setSetup] = useState<TwoFactorSetupJson | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<keyof typeof codeDialogs | null>(null);

  const reload = () =>
    loadAdminProfile().then(
      (profile) => {
        setStatus(profile.twoFactor);
        setUsername(profile.username);
      },
      () => failed(m.setupFailed),
    );
  useEffect(() => {
    if (owedSetupOf === undefined) void reload();
  }, [owedSetupOf]);

  async function begin() {
    try {
      setSetup(await startTwoFactorSetup());
    } catch (error) {
      failed(messageOf(error, m.setupFailed));
    }
  }

  if (!status) return null;

  return (
    <section className="card mt-6 grid max-w-xl gap-4" aria-labelledby="two-factor-section">
      <h2 id="two-factor-section" className="text-xl font-bold text-brand-900">
        {m.sectionTitle}
      </h2>
      <p className="text-slate-700" role="status">
        {status.enabled ? m.statusOn : m.statusOff}
        {status.required && <span className="block text-sm text-slate-600">{m.statusRequired}</span>}
        {status.enabled && <span className="block text-sm text-slate-600">{m.recoveryCodesLeft(status.recoveryCodesLeft)}</span>}
      </p>

      {codes ? (
        <RecoveryCodesPanel
          codes={codes}
          username={username}
          onDone={() => {
            setCodes(null);
            onEnabled?.();
          }}
        />
      ) : setup ? (
        <SetupForm
          setup={setup}
          onCancel={() => setSetup(null)}
          onEnabled={(recoveryCodes) => {
            setSetup(null);
            setCodes(recoveryCodes);
            showToast({ title: m.enabled });
            void reload();
          }}
        />
      ) : status.enabled ? (
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-outline" onClick={() => setAsking('renew')}>
            {m.newRecoveryCodes}
          </button>
          {!status.required && (
            <button type="button" className="btn-outline text-red-700" onClick={() => setAsking('disable')}>
              {m.disable}
            </button>
          )}
        </div>
      ) : (
        <div>
          <button type="button" className="btn-primary" onClick={() => void begin()}>
            {m.setup}
          </button>
        </div>
      )}

      {asking && (
        <CodeDialog
          key={asking}
          {...codeDialogs[asking]}
          onClose={() => setAsking(null)}
          onDone={(answer) => {
            setAsking(null);
            if (answer && 'recoveryCodes' in answer) setCodes(answer.recoveryCodes);
            if (asking === 'disable') showToast({ title: m.disabled });
            void reload();
          }}
        />
      )}
    </section>
  );
}

function SetupForm({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetupJson;
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function confirm(event: { preventDefault: () => void }) {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) return setError(digits ? m.codeFormat : m.codeRequired);
    setError(undefined);
    setSending(true);
    try {
      onEnabled((await enableTwoFactor({ secret: setup.secret, code: digits })).recoveryCodes);
    } catch (failure) {
      setError(messageOf(failure, m.enableFailed));
      setSending(false);
    }
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void confirm(event)}>
      <p className="text-sm text-slate-700">{m.setupIntro}</p>
      {/* The server's own SVG (uqr), drawn inline: no script, no style attribute, only rect and path. */}
      <div
        role="img"
        aria-label={m.qrLabel}
        className="w-56 max-w-full rounded border border-slate-200 bg-white p-2"
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <div>
        <p className="text-sm font-medium text-slate-700" id="two-factor-key-label">
          {m.keyLabel}
        </p>
        <code aria-labelledby="two-factor-key-label" className="block font-mono text-base break-all select-all" data-key>
          {setup.secret}
        </code>
      </div>
      <TextField
        label={m.codeLabel}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={sending}>
          {m.setupConfirm}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          {m.setupCancel}
        </button>
      </div>
    </form>
  );
}

type CodeInput = { code?: string; password?: string };

/** A code from the app (or, to turn it off, the password instead), in a dialog. */
function CodeDialog<Answer>({
  title,
  intro,
  label,
  failure,
  withPassword,
  send,
  onClose,
  onDone,
}: {
  title: string;
  intro: string;
  label: string;
  failure: string;
  withPassword: boolean;
  send: (input: CodeInput) => Promise<Answer>;
  onClose: () => void;
  onDone: (answer: Answer) => void;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!(withPassword && password && !digits) && !/^\d{6}$/.test(digits)) return setError(withPassword ? m.codeOrPassword : m.codeFormat);
    setError(null);
    setSending(true);
    try {
      onDone(await send(digits ? { code: digits } : { password }));
    } catch (problem) {
      setError(messageOf(problem, failure));
      setSending(false);
    }
  }

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      sending={sending}
      label={label}
      pendingLabel={m.confirming}
      failure={error}
    >
      <p className="text-sm text-slate-600">{intro}</p>
      <TextField
        label={m.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {withPassword && (
        <TextField
          label={m.disablePasswordLabel}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
    </FormDialog>
  );
}
