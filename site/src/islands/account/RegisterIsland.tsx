import { accountMessages, afterLoginPath, loginPathWithNext, registrationFormSchema } from '#features/accounts/contract/accounts.ts';
import { answerOf, api, messageOf } from '../../lib/api.ts';
import { storeLogin } from '../../stores/session.ts';
import { showToast, showToastOnNextPage } from '../../stores/toast.ts';
import { TextField } from '../ui/Field.tsx';
import { AccountSubmitButton, NewPasswordFields, NewUsernameField } from '../ui/AccountFields.tsx';
import { useForm } from '../ui/use-form.ts';
import { useSubmit } from '../ui/use-submit.ts';
import { AuthCard } from './AuthCard.tsx';

const empty = { firstName: '', lastName: '', email: '', phone: '', username: '', password: '', passwordConfirm: '' };

/**
 * Registering on the way somewhere (`next`, e.g. from the shop's "In den Warenkorb"): the new account logs
 * in with what was just typed and goes straight back, where the shop finishes the save (issue 20). The
 * registration's answer stays the same for a new and a taken address (ADR 031); a taken one simply fails
 * this login, and the visitor goes to the login page as before.
 */
async function loginAndContinue(username: string, password: string, next: string): Promise<boolean> {
  try {
    const { token, user } = await answerOf(api.admin.login.$post({ json: { username, password } }));
    storeLogin(token, user);
    showToastOnNextPage({ title: accountMessages.registeredTitle, description: accountMessages.registeredAndLoggedIn });
    window.location.assign(afterLoginPath(user.role, next, window.location.origin));
    return true;
  } catch {
    return false;
  }
}

/** On to the login page, which keeps the way back (`next`) — unless the new account went straight there. */
async function afterRegistration(username: string, password: string) {
  const next = new URLSearchParams(window.location.search).get('next');
  if (next && (await loginAndContinue(username, password, next))) return;
  showToastOnNextPage({ title: accountMessages.registeredTitle, description: accountMessages.registered });
  window.location.assign(loginPathWithNext(next, window.location.origin));
}

/** /register: creates a customer account, then on to /login, or logged in straight back to `next`. */
export default function RegisterIsland() {
  const { values: form, setErrors, bind: field } = useForm(empty);
  const { submit, sending } = useSubmit(
    {
      check: () => registrationFormSchema.safeParse(form),
      send: ({ passwordConfirm: _confirmation, ...registration }) =>
        answerOf(api.register.$post({ json: { ...registration, role: 'user' } })),
      onSent: (_answer, { username, password }) => void afterRegistration(username, password),
      onFailed: (error) =>
        showToast({
          title: accountMessages.registrationFailedTitle,
          description: messageOf(error, accountMessages.registrationFailed),
          variant: 'destructive',
        }),
    },
    { keepSendingAfterSuccess: true, setErrors },
  );

  return (
    <AuthCard
      title="Konto erstellen"
      intro="Mit einem Kundenkonto speichern Sie Ihre Konfigurationen und behalten Ihre Anfragen im Blick."
      footer={
        <>
          <p>
            Bereits registriert?{' '}
            <a href="/admin" className="font-semibold text-brand-700 underline">
              Anmelden
            </a>
          </p>
          <p>
            <a href="/" className="text-brand-700 underline">
              Zur Startseite
            </a>
          </p>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Vorname" required autoComplete="given-name" {...field('firstName')} />
          <TextField label="Nachname" required autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField label="E-Mail-Adresse" required type="email" autoComplete="email" {...field('email')} />
        <TextField label="Telefonnummer (optional)" type="tel" autoComplete="tel" {...field('phone')} />
        <NewUsernameField {...field('username')} />
        <NewPasswordFields password={field('password')} confirmation={field('passwordConfirm')} />
        <AccountSubmitButton disabled={sending}>{sending ? 'Konto wird erstellt...' : 'Konto erstellen'}</AccountSubmitButton>
      </form>
    </AuthCard>
  );
}
