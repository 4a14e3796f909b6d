import { useState } from 'react';
import { accountMessages, forgotPasswordSchema } from '#shared/accounts.ts';
import { answerOf, api, messageOf } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import { TextField } from '../ui/Field.tsx';
import { useSubmit } from '../ui/use-submit.ts';
import { AuthBackLinks } from './AuthBackLinks.tsx';
import { AuthCard } from './AuthCard.tsx';

export const FORGOT_REDIRECT_MS = 3000;

/** /admin/forgot-password: asks for a reset link (admin accounts only), then back to /admin after 3 s. */
export default function ForgotPasswordIsland() {
  const [username, setUsername] = useState('');
  const [sent, setSent] = useState(false);
  const { submit, errors, sending } = useSubmit(
    {
      check: () => forgotPasswordSchema.safeParse({ username }),
      send: (data) => answerOf(api.admin['forgot-password'].$post({ json: data })),
      onSent: () => {
        showToast({ title: accountMessages.forgotSentTitle, description: accountMessages.forgotSent });
        setSent(true);
        setTimeout(() => window.location.assign('/admin'), FORGOT_REDIRECT_MS);
      },
      onFailed: (failure) =>
        showToast({
          title: accountMessages.forgotFailedTitle,
          description: messageOf(failure, accountMessages.forgotFailed),
          variant: 'destructive',
        }),
    },
    { keepSendingAfterSuccess: true },
  );
  const error = errors.username;
  const state = sent ? 'sent' : sending ? 'sending' : 'idle';

  return (
    <AuthCard
      title="Passwort vergessen"
      intro="Für Administratoren: Geben Sie Ihren Benutzernamen ein, und wir senden Ihnen einen Link zum Zurücksetzen."
      footer={<AuthBackLinks />}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          label="Benutzername"
          required
          autoComplete="username"
          value={username}
          error={error}
          onChange={(event) => setUsername(event.target.value)}
        />
        <button type="submit" className="btn-primary w-full" disabled={state !== 'idle'}>
          {state === 'sending' ? 'Wird gesendet...' : state === 'sent' ? 'E-Mail gesendet' : 'Link anfordern'}
        </button>
        {state === 'sent' && (
          <p role="status" className="text-sm text-slate-600">
            Sie werden gleich zur Anmeldung weitergeleitet.
          </p>
        )}
      </form>
    </AuthCard>
  );
}
