import { accountMessages, firstSignInSchema } from '#features/accounts/contract/accounts.ts';
import { isExampleAddress } from '#features/settings/contract/placeholder-company.ts';
import { messageOf } from '../../lib/api.ts';
import { logout, updateStoredUser, type StoredUser } from '../../stores/session.ts';
import { showToast } from '../../stores/toast.ts';
import { TextField } from '../ui/Field.tsx';
import { useForm } from '../ui/use-form.ts';
import { useSubmit } from '../ui/use-submit.ts';
import { saveFirstSignIn } from './accounts/api.ts';

/**
 * Whether the signed-in person has no name yet: the first owner is created without one, and the mails
 * the office sends are signed with it. A stored user from before names were kept (no field) is not asked.
 */
export const lacksStaffName = (user: StoredUser) => typeof user.firstName === 'string' && user.firstName.trim() === '';

/** The address the account has, unless it is a placeholder such as ADMIN_EMAIL's default admin@example.de. */
const knownEmail = (user: StoredUser) => (user.email && !isExampleAddress(user.email) ? user.email : '');

/**
 * Instead of the back office until the person has given their name and e-mail address (typed twice: resets and
 * the Monday report go there, ADR 080); saved, the stored user follows and the screens show.
 */
export function StaffNameScreen({ user }: { user: StoredUser }) {
  const email = knownEmail(user);
  const { values: form, setErrors, bind: field } = useForm({ firstName: '', lastName: '', email, emailRepeat: email });
  const { submit, sending } = useSubmit(
    {
      check: () => firstSignInSchema.safeParse(form),
      send: (body) => saveFirstSignIn(body),
      onSent: ({ firstName, lastName, email: saved, message }) => {
        showToast({ title: message });
        updateStoredUser({ ...user, firstName, lastName, email: saved });
      },
      onFailed: (error) =>
        showToast({ title: 'Fehler', description: messageOf(error, accountMessages.staffNameFailed), variant: 'destructive' }),
    },
    { setErrors },
  );
  return (
    <main id="inhalt" tabIndex={-1} className="mx-auto grid w-full max-w-xl gap-4 p-4 outline-none sm:p-6">
      <section className="card p-6" aria-labelledby="staff-name-title">
        <h1 id="staff-name-title" className="text-2xl font-bold text-brand-900">
          {accountMessages.firstSignInTitle}
        </h1>
        <p className="mt-2 text-slate-700">{accountMessages.firstSignInIntro}</p>
        <form onSubmit={submit} noValidate className="mt-6 grid gap-4">
          <TextField label="Vorname" required autoComplete="given-name" {...field('firstName')} />
          <TextField label="Nachname" required autoComplete="family-name" {...field('lastName')} />
          <TextField label="E-Mail-Adresse" type="email" required autoComplete="email" {...field('email')} />
          <TextField label="E-Mail-Adresse wiederholen" type="email" required autoComplete="off" {...field('emailRepeat')} />
          <div className="flex flex-wrap justify-between gap-3">
            <button type="button" className="btn-outline" onClick={() => void logout('/login')}>
              Abmelden
            </button>
            <button type="submit" className="btn-primary" disabled={sending}>
              {sending ? 'Wird gespeichert …' : 'Speichern'}
            </button>
          </div>
        </form>
      </section>
    </main>
  );
}
