import { useEffect, useEffectEvent, useState } from 'react';
import { accountMessages, PASSWORD_MIN_LENGTH, type ResetAudience } from '#features/accounts/contract/accounts.ts';
import { showToast } from '../../stores/toast.ts';
import { AccountSubmitButton, NewPasswordFields } from '../ui/AccountFields.tsx';
import { useSubmit, type Checked } from '../ui/use-submit.ts';
import { AuthBackLinks } from './AuthBackLinks.tsx';
import { AuthCard } from './AuthCard.tsx';
import { resetScreens } from './reset-audience.ts';

const RESET_REDIRECT_MS = 2000;

/** /admin/reset-password?token=… and /passwort-zuruecksetzen?token=…: sets a new password, then back to the login after 2 s. */
export default function ResetPasswordIsland({ audience = 'admin' }: { audience?: ResetAudience }) {
  const screen = resetScreens[audience];
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
      send: screen.setPassword,
      onSent: () => {
        showToast({ title: accountMessages.resetDoneTitle, description: accountMessages.resetDone });
        setDone(true);
        setTimeout(() => window.location.assign(screen.backPath), RESET_REDIRECT_MS);
      },
      onFailed: () =>
        showToast({ title: accountMessages.resetFailedTitle, description: accountMessages.resetFailed, variant: 'destructive' }),
    },
    { keepSendingAfterSuccess: true },
  );
  const state = done ? 'done' : sending ? 'sending' : 'idle';

  const readToken = useEffectEvent(() => {
    const fromAddress = new URLSearchParams(window.location.search).get('token');
    if (!fromAddress) {
      showToast({ title: accountMessages.invalidLinkTitle, description: accountMessages.invalidLink, variant: 'destructive' });
      setTimeout(() => window.location.assign(screen.backPath), RESET_REDIRECT_MS);
      return;
    }
    setToken(fromAddress);
  });
  useEffect(() => readToken(), []);

  return (
    <AuthCard title="Neues Passwort festlegen" footer={<AuthBackLinks backPath={screen.backPath} />}>
      {token === null ? (
        <p className="text-slate-600">Der Link wird geprüft …</p>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <NewPasswordFields
            label="Neues Passwort"
            password={{
              value: form.password,
              error: errors.password,
              onChange: (event) => setForm({ ...form, password: event.target.value }),
            }}
            confirmation={{
              value: form.confirmation,
              error: errors.confirmation,
              onChange: (event) => setForm({ ...form, confirmation: event.target.value }),
            }}
          />
          <AccountSubmitButton disabled={state !== 'idle'}>
            {state === 'sending' ? 'Wird gespeichert...' : 'Passwort speichern'}
          </AccountSubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
