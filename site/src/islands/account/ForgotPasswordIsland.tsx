import { useState } from 'react';
import { accountMessages, forgotPasswordSchema, type ResetAudience } from '#features/accounts/contract/accounts.ts';
import { messageOf } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import { TextField } from '../ui/Field.tsx';
import { AccountSubmitButton } from '../ui/AccountFields.tsx';
import { useSubmit } from '../ui/use-submit.ts';
import { AuthBackLinks } from './AuthBackLinks.tsx';
import { AuthCard } from './AuthCard.tsx';
import { resetScreens } from './reset-audience.ts';

const FORGOT_REDIRECT_MS = 3000;

/**
 * /admin/forgot-password and /passwort-vergessen: asks for a reset link for an account of the page's
 * kind, then back to its login after 3 s.
 */
export default function ForgotPasswordIsland({ audience = 'admin' }: { audience?: ResetAudience }) {
  const screen = resetScreens[audience];
  const [username, setUsername] = useState('');
  const [sent, setSent] = useState(false);
  const { submit, errors, sending } = useSubmit(
    {
      check: () => forgotPasswordSchema.safeParse({ username }),
      send: screen.requestLink,
      onSent: (answer) => {
        showToast({ title: accountMessages.forgotSentTitle, description: answer.message });
        setSent(true);
        setTimeout(() => window.location.assign(screen.backPath), FORGOT_REDIRECT_MS);
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
    <AuthCard title="Passwort vergessen" intro={screen.forgotIntro} footer={<AuthBackLinks backPath={screen.backPath} />}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          label={screen.loginLabel}
          required
          autoComplete="username"
          value={username}
          error={error}
          onChange={(event) => setUsername(event.target.value)}
        />
        <AccountSubmitButton disabled={state !== 'idle'}>
          {state === 'sending' ? 'Wird gesendet...' : state === 'sent' ? 'E-Mail gesendet' : 'Link anfordern'}
        </AccountSubmitButton>
        {state === 'sent' && (
          <p role="status" className="text-sm text-slate-600">
            Sie werden gleich zur Anmeldung weitergeleitet.
          </p>
        )}
      </form>
    </AuthCard>
  );
}
