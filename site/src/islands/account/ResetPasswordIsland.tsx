import { useEffect, useState } from 'react';
import { accountMessages, PASSWORD_MIN_LENGTH } from '#shared/accounts.ts';
import { answerOf, api } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import { TextField } from '../ui/Field.tsx';
import { useSubmit, type Checked } from '../ui/use-submit.ts';
import { AuthBackLinks } from './AuthBackLinks.tsx';
import { AuthCard } from './AuthCard.tsx';

export const RESET_REDIRECT_MS = 2000;

/** /admin/reset-password?token=…: sets a new password, then back to /admin after 2 s. */
export default function ResetPasswordIsland() {
  const [token, setToken] = useState<string | null>(null);
  const [form, setForm] = useState({ password: '', confirmation: '' });
  const [done, setDone] = useState(false);
  const { submit, errors, sending } = useSubmit(
    {
      check: (): Checked<{ token: string; newPassword: string }> => {
        if (form.password !== form.confirmation) {
          showToast({ title: accountMessages.passwordsDiffer, variant: 'destructive' });
          return { success: false, messages: { confirmation: accountMessages.passwordsDiffer } };
        }
        if (form.password.length < PASSWORD_MIN_LENGTH) {
          showToast({
            title: accountMessages.passwordTooShortTitle,
            description: accountMessages.passwordTooShort,
            variant: 'destructive',
          });
          return { success: false, messages: { password: accountMessages.passwordTooShort } };
        }
        return { success: true, data: { token: token ?? '', newPassword: form.password } };
      },
      send: (data) => answerOf(api.admin['reset-password'].$post({ json: data })),
      onSent: () => {
        showToast({ title: accountMessages.resetDoneTitle, description: accountMessages.resetDone });
        setDone(true);
        setTimeout(() => window.location.assign('/admin'), RESET_REDIRECT_MS);
      },
      onFailed: () =>
        showToast({ title: accountMessages.resetFailedTitle, description: accountMessages.resetFailed, variant: 'destructive' }),
    },
    { keepSendingAfterSuccess: true },
  );
  const state = done ? 'done' : sending ? 'sending' : 'idle';

  useEffect(() => {
    const fromAddress = new URLSearchParams(window.location.search).get('token');
    if (!fromAddress) {
      showToast({ title: accountMessages.invalidLinkTitle, description: accountMessages.invalidLink, variant: 'destructive' });
      setTimeout(() => window.location.assign('/admin'), RESET_REDIRECT_MS);
      return;
    }
    setToken(fromAddress);
  }, []);

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
