import { useEffect, useState, type SubmitEvent } from 'react';
import { accountMessages, PASSWORD_MIN_LENGTH } from '#shared/accounts.ts';
import { answerOf, api } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import { TextField } from '../ui/Field.tsx';
import { AuthBackLinks } from './AuthBackLinks.tsx';
import { AuthCard } from './AuthCard.tsx';

export const RESET_REDIRECT_MS = 2000;

/** /admin/reset-password?token=…: sets a new password, then back to /admin after 2 s. */
export default function ResetPasswordIsland() {
  const [token, setToken] = useState<string | null>(null);
  const [form, setForm] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');

  useEffect(() => {
    const fromAddress = new URLSearchParams(window.location.search).get('token');
    if (!fromAddress) {
      showToast({ title: accountMessages.invalidLinkTitle, description: accountMessages.invalidLink, variant: 'destructive' });
      setTimeout(() => window.location.assign('/admin'), RESET_REDIRECT_MS);
      return;
    }
    setToken(fromAddress);
  }, []);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (form.password !== form.confirmation) {
      setErrors({ confirmation: accountMessages.passwordsDiffer });
      showToast({ title: accountMessages.passwordsDiffer, variant: 'destructive' });
      return;
    }
    if (form.password.length < PASSWORD_MIN_LENGTH) {
      setErrors({ password: accountMessages.passwordTooShort });
      showToast({ title: accountMessages.passwordTooShortTitle, description: accountMessages.passwordTooShort, variant: 'destructive' });
      return;
    }
    setErrors({});
    setState('sending');
    try {
      await answerOf(api.admin['reset-password'].$post({ json: { token: token ?? '', newPassword: form.password } }));
      showToast({ title: accountMessages.resetDoneTitle, description: accountMessages.resetDone });
      setState('done');
      setTimeout(() => window.location.assign('/admin'), RESET_REDIRECT_MS);
    } catch {
      showToast({ title: accountMessages.resetFailedTitle, description: accountMessages.resetFailed, variant: 'destructive' });
      setState('idle');
    }
  }

  return (
    <AuthCard title="Neues Passwort festlegen" footer={<AuthBackLinks />}>
      {token === null ? (
        <p className="text-slate-600">Der Link wird geprüft …</p>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField
            label="Neues Passwort"
            required
            type="password"
            autoComplete="new-password"
            hint="Mindestens 6 Zeichen"
            value={form.password}
            error={errors.password}
            onChange={(event) => setForm({ ...form, password: event.target.value })}
          />
          <TextField
            label="Passwort bestätigen"
            required
            type="password"
            autoComplete="new-password"
            value={form.confirmation}
            error={errors.confirmation}
            onChange={(event) => setForm({ ...form, confirmation: event.target.value })}
          />
          <button type="submit" className="btn-primary w-full" disabled={state !== 'idle'}>
            {state === 'sending' ? 'Wird gespeichert...' : 'Passwort speichern'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
