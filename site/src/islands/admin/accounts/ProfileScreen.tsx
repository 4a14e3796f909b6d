import { useEffect, useState } from 'react';
import { accountMessages, adminProfileFormSchema } from '#features/accounts/contract/accounts.ts';
import { ApiError, messageOf } from '../../../lib/api.ts';
import { logout } from '../../../stores/session.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextField } from '../../ui/Field.tsx';
import { SaveButton } from '../../ui/SaveButton.tsx';
import { useForm } from '../../ui/use-form.ts';
import { useSubmit } from '../../ui/use-submit.ts';
import { loadAdminProfile, saveAdminProfile } from './api.ts';
import { AdminLink } from '../AdminLink.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import { WeeklyReportSwitch } from './WeeklyReportSwitch.tsx';
import { usePermission } from '../use-permission.ts';

const empty = { email: '', currentPassword: '', newPassword: '', passwordConfirm: '' };

/** /admin/profile: the admin's e-mail and password, the failed logins of the last day (ADR 031), two-factor sign-in (ADR 038), the owner's weekly report (ADR 069). */
export default function ProfileScreen() {
  const { values: form, setValues: setForm, setErrors, bind: field } = useForm(empty);
  const [loaded, setLoaded] = useState(false);
  const [failedLogins, setFailedLogins] = useState<number | null>(null);
  const [weeklyReport, setWeeklyReport] = useState<boolean | null>(null);
  // The report goes to owners; its switch needs the owner's permission, as its route does.
  const getsReport = usePermission('analytics');
  const { submit, sending } = useSubmit(
    {
      check: () => adminProfileFormSchema.safeParse(form),
      send: ({ email, currentPassword, newPassword }) =>
        saveAdminProfile({ email, currentPassword, ...(newPassword ? { newPassword } : {}) }),
      onSent: (_answer, { email }) => {
        showToast({ title: accountMessages.adminProfileSaved });
        setForm({ ...empty, email });
      },
      onFailed: (error) =>
        showToast({ title: 'Fehler', description: messageOf(error, accountMessages.adminProfileFailed), variant: 'destructive' }),
    },
    { setErrors },
  );

  useEffect(() => {
    loadAdminProfile()
      .then(({ email, failedLogins, weeklyReport }) => {
        setForm({ ...empty, email });
        setFailedLogins(failedLogins);
        setWeeklyReport(weeklyReport);
        setLoaded(true);
      })
      .catch((error) => {
        if (error instanceof ApiError && error.status === 401) return;
        showToast({ title: 'Fehler', description: accountMessages.adminProfileLoadFailed, variant: 'destructive' });
        setLoaded(true);
      });
  }, [setForm]);

  if (!loaded)
    return (
      <p className="text-slate-600" role="status">
        Profil wird geladen …
      </p>
    );

  return (
    <>
      <section className="card max-w-xl" aria-labelledby="admin-screen-title">
        <h1 id="admin-screen-title" className="text-2xl font-bold text-brand-900">
          Profil
        </h1>
        {failedLogins !== null && (
          <p className="mt-2 text-sm text-slate-600">
            {accountMessages.failedLoginsLastDay}: {failedLogins}
          </p>
        )}
        <form onSubmit={submit} noValidate className="mt-6 grid gap-4">
          <TextField label="E-Mail" required type="email" autoComplete="email" {...field('email')} />
          <TextField label="Aktuelles Passwort" required type="password" autoComplete="current-password" {...field('currentPassword')} />
          <TextField
            label="Neues Passwort (optional)"
            type="password"
            autoComplete="new-password"
            hint="Mindestens 6 Zeichen; leer lassen, um es zu behalten"
            {...field('newPassword')}
          />
          <TextField label="Neues Passwort bestätigen" type="password" autoComplete="new-password" {...field('passwordConfirm')} />
          <div className="flex flex-wrap justify-between gap-3">
            <button type="button" className="btn-outline" onClick={() => void logout('/admin/login')}>
              Abmelden
            </button>
            <div className="flex gap-3">
              <AdminLink href="/admin/dashboard" className="btn-outline">
                Abbrechen
              </AdminLink>
              <SaveButton sending={sending} />
            </div>
          </div>
        </form>
      </section>
      {getsReport && weeklyReport !== null && <WeeklyReportSwitch initial={weeklyReport} />}
      <TwoFactorSection />
    </>
  );
}
