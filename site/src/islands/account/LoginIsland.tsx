import { useEffect, useState } from 'react';
import { accountMessages, afterLoginPath, loginSchema, type AccountUser } from '#features/accounts/contract/accounts.ts';
import { twoFactorMessages } from '#features/accounts/contract/two-factor-messages.ts';
import { answerOf, api, messageOf } from '../../lib/api.ts';
import { storeLogin } from '../../stores/session.ts';
import { showToast, showToastOnNextPage } from '../../stores/toast.ts';
import { TextField } from '../ui/Field.tsx';
import { AccountSubmitButton } from '../ui/AccountFields.tsx';
import { TwoFactorCodeForm } from '../ui/TwoFactorCodeForm.tsx';
import { useForm } from '../ui/use-form.ts';
import { useSubmit } from '../ui/use-submit.ts';
import { AuthCard } from './AuthCard.tsx';

/** /login: every role logs in here; staff go to the back office, everyone else to "Mein Konto". */
export default function LoginIsland() {
  const { values: form, setErrors, bind: field } = useForm({ username: '', password: '' });
  // After the password, an account with two-factor sign-in still owes the code: the session is kept here until then.
  const [codeStep, setCodeStep] = useState<{ token: string; user: AccountUser } | null>(null);
  const enter = (token: string, user: AccountUser) => {
    storeLogin(token, user);
    window.location.assign(afterLoginPath(user.role, new URLSearchParams(window.location.search).get('next'), window.location.origin));
  };
  const { submit, sending } = useSubmit(
    {
      check: () => loginSchema.safeParse(form),
      send: (data) => answerOf(api.admin.login.$post({ json: data })),
      onSent: ({ token, user, twoFactor }) => {
        if (twoFactor === 'code') return setCodeStep({ token, user });
        storeLogin(token, user);
        // The owner requires two-factor sign-in and it is not set up yet: the back office shows only its setup.
        if (twoFactor === 'setup') return window.location.assign('/admin/profile');
        enter(token, user);
      },
      onFailed: (error) =>
        showToast({
          title: accountMessages.loginFailedTitle,
          description: messageOf(error, accountMessages.loginFailed),
          variant: 'destructive',
        }),
    },
    { keepSendingAfterSuccess: true, setErrors },
  );
  // Registering from here keeps the way back (e.g. into the shop); read after hydration, the page is static.
  const [registerHref, setRegisterHref] = useState('/register');
  useEffect(() => {
    const next = new URLSearchParams(window.location.search).get('next');
    if (next) setRegisterHref(`/register?next=${encodeURIComponent(next)}`);
  }, []);

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
            <a href="/passwort-vergessen" className="text-brand-700 underline">
              Passwort vergessen?
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
      {codeStep ? (
        <TwoFactorCodeForm
          token={codeStep.token}
          onVerified={() => enter(codeStep.token, codeStep.user)}
          onSessionEnded={(message) => {
            // The session is over: the password again, on a fresh form.
            showToastOnNextPage({ title: twoFactorMessages.codeStepFailedTitle, description: message, variant: 'destructive' });
            window.location.reload();
          }}
        />
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField label="Benutzername oder E-Mail-Adresse" required autoComplete="username" {...field('username')} />
          <TextField label="Passwort" required type="password" autoComplete="current-password" {...field('password')} />
          <AccountSubmitButton disabled={sending}>{sending ? 'Anmeldung läuft...' : 'Anmelden'}</AccountSubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
