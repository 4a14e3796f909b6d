import { useState, type SubmitEvent } from 'react';
import { accountMessages, forgotPasswordSchema } from '#shared/accounts.ts';
import { fieldErrors, firstErrors } from '#shared/validation.ts';
import { apiRequest, messageOf } from '../../lib/api-client.ts';
import { showToast } from '../../stores/toast.ts';
import { TextField } from '../ui/Field.tsx';
import { AuthBackLinks } from './AuthBackLinks.tsx';
import { AuthCard } from './AuthCard.tsx';

export const FORGOT_REDIRECT_MS = 3000;

/** /admin/forgot-password: asks for a reset link (admin accounts only), then back to /admin after 3 s. */
export default function ForgotPasswordIsland() {
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string>();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const checked = forgotPasswordSchema.safeParse({ username });
    if (!checked.success) {
      setError(firstErrors(fieldErrors(checked.error)).username);
      return;
    }
    setError(undefined);
    setState('sending');
    try {
      await apiRequest('/api/admin/forgot-password', { method: 'POST', body: checked.data });
      showToast({ title: accountMessages.forgotSentTitle, description: accountMessages.forgotSent });
      setState('sent');
      setTimeout(() => window.location.assign('/admin'), FORGOT_REDIRECT_MS);
    } catch (failure) {
      showToast({ title: accountMessages.forgotFailedTitle, description: messageOf(failure, accountMessages.forgotFailed), variant: 'destructive' });
      setState('idle');
    }
  }

  return (
    <AuthCard
      title="Passwort vergessen"
      intro="Für Administratoren: Geben Sie Ihren Benutzernamen ein, und wir senden Ihnen einen Link zum Zurücksetzen."
      footer={<AuthBackLinks />}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField label="Benutzername" required autoComplete="username" value={username} error={error} onChange={(event) => setUsername(event.target.value)} />
        <button type="submit" className="btn-primary w-full" disabled={state !== 'idle'}>
          {state === 'sending' ? 'Wird gesendet...' : state === 'sent' ? 'E-Mail gesendet' : 'Link anfordern'}
        </button>
        {state === 'sent' && <p role="status" className="text-sm text-slate-600">Sie werden gleich zur Anmeldung weitergeleitet.</p>}
      </form>
    </AuthCard>
  );
}
