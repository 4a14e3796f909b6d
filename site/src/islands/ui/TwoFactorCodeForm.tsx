import { useEffect, useRef, useState } from 'react';
import { twoFactorMessages as m } from '#features/accounts/contract/two-factor-messages.ts';
import { ApiError, answerOf, createClient, messageOf } from '../../lib/api.ts';
import { TextField } from './Field.tsx';
import { useSubmit, type Checked } from './use-submit.ts';

/**
 * The code step after the password (ADR 038): the 6-digit code from the app, or instead one of the
 * recovery codes. Sent with the session the password step opened; `onSessionEnded` when too many wrong
 * codes ended it (401), so the screen goes back to the password.
 */
export function TwoFactorCodeForm({
  token,
  onVerified,
  onSessionEnded,
}: {
  token: string;
  onVerified: () => void;
  onSessionEnded: (message: string) => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const focusField = () => form.current?.querySelector('input')?.focus();
  const field = useRecovery ? 'recoveryCode' : 'code';
  const { submit, errors, sending } = useSubmit(
    {
      check: (): Checked<{ code: string } | { recoveryCode: string }> => {
        const trimmed = value.replace(/\s+/g, '');
        if (useRecovery) {
          return trimmed.replace(/-/g, '').length === 12
            ? { success: true, data: { recoveryCode: value } }
            : { success: false, messages: { recoveryCode: m.recoveryCodeFormat } };
        }
        if (!/^\d{6}$/.test(trimmed)) return { success: false, messages: { code: trimmed ? m.codeFormat : m.codeRequired } };
        return { success: true, data: { code: trimmed } };
      },
      send: (json) => {
        const client = createClient(() => ({ Authorization: `Bearer ${token}` })).api;
        return answerOf(client.admin.login['two-factor'].$post({ json }));
      },
      onSent: () => onVerified(),
      onFailed: (error) => {
        if (error instanceof ApiError && error.status === 401) onSessionEnded(messageOf(error, m.tooManyWrongCodes));
        else focusField();
      },
    },
    { keepSendingAfterSuccess: true },
  );
  // The field that changed is where the keyboard goes: typing the code is the only thing to do here.
  useEffect(focusField, [useRecovery]);
  const error = errors[field];

  return (
    <form ref={form} onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="two-factor-title">
      <div>
        <h2 id="two-factor-title" className="text-xl font-bold text-brand-900">
          {m.codeStepTitle}
        </h2>
        <p className="mt-1 text-slate-600">{useRecovery ? m.recoveryStepIntro : m.codeStepIntro}</p>
      </div>
      {useRecovery ? (
        <TextField
          key="recovery"
          label={m.recoveryCodeLabel}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="xxxx-xxxx-xxxx"
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <TextField
          key="code"
          label={m.codeLabel}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <button type="submit" className="btn-primary w-full" disabled={sending}>
        {sending ? m.confirming : m.confirm}
      </button>
      <button
        type="button"
        className="justify-self-start text-sm text-brand-700 underline"
        aria-pressed={useRecovery}
        onClick={() => {
          setUseRecovery((current) => !current);
          setValue('');
        }}
      >
        {m.useRecoveryCode}
      </button>
    </form>
  );
}
