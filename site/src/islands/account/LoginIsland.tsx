import { useEffect, useState, type SubmitEvent } from 'react';
import { accountMessages, afterLoginPath, loginSchema } from '#shared/accounts.ts';
import { fieldErrors, firstErrors } from '#shared/validation.ts';
import { answerOf, api, messageOf } from '../../lib/api.ts';
import { storeLogin } from '../../stores/session.ts';
import { showToast } from '../../stores/toast.ts';
import { TextField } from '../ui/Field.tsx';
import { useForm } from '../ui/use-form.ts';
import { AuthCard } from './AuthCard.tsx';

/** /login: every role logs in here; admins go to the back office, everyone else to "Mein Konto". */
export default function LoginIsland() {
  const { values: form, setErrors, bind: field } = useForm({ username: '', password: '' });
  const [sending, setSending] = useState(false);
  // Registering from here keeps the way back (e.g. into the shop); read after hydration, the page is static.
  const [registerHref, setRegisterHref] = useState('/register');
  useEffect(() => {
    const next = new URLSearchParams(window.location.search).get('next');
    if (next) setRegisterHref(`/register?next=${encodeURIComponent(next)}`);
  }, []);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const checked = loginSchema.safeParse(form);
    if (!checked.success) {
      setErrors(firstErrors(fieldErrors(checked.error)));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { token, user } = await answerOf(api.admin.login.$post({ json: checked.data }));
      storeLogin(token, user);
      window.location.assign(afterLoginPath(user.role, new URLSearchParams(window.location.search).get('next'), window.location.origin));
    } catch (error) {
      showToast({
        title: accountMessages.loginFailedTitle,
        description: messageOf(error, accountMessages.loginFailed),
        variant: 'destructive',
      });
      setSending(false);
    }
  }

  return (
    <AuthCard
      title="Anmelden"
      intro="Melden Sie sich mit Ihrem Benutzernamen oder Ihrer E-Mail-Adresse an."
      footer={
        <>
          <p>
            Noch kein Konto?{' '}
            <a href={registerHref} className="font-semibold text-brand-700 underline">
              Jetzt registrieren
            </a>
          </p>
          <p>
            <a href="/admin/forgot-password" className="text-brand-700 underline">
              Passwort vergessen? (Administratoren)
            </a>
          </p>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField label="Benutzername" required autoComplete="username" {...field('username')} />
        <TextField label="Passwort" required type="password" autoComplete="current-password" {...field('password')} />
        <button type="submit" className="btn-primary w-full" disabled={sending}>
          {sending ? 'Anmeldung läuft...' : 'Anmelden'}
        </button>
      </form>
    </AuthCard>
  );
}
