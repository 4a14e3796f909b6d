import { useEffect, useEffectEvent, useState } from 'react';
import { accountMessages, customerProfileSchema, type AccountUser } from '#features/accounts/contract/accounts.ts';
import { ApiError, messageOf } from '../../lib/api.ts';
import { updateStoredUser } from '../../stores/session.ts';
import { showToast } from '../../stores/toast.ts';
import { CheckboxField, TextField } from '../ui/Field.tsx';
import { SaveButton } from '../ui/SaveButton.tsx';
import { hasAddress } from './AddressBlock.tsx';
import { PendingEmailNote } from './PendingEmailNote.tsx';
import { loadPendingEmail, saveProfile } from './api.ts';
import { loadSessionUser } from '../../lib/account-api.ts';
import { useAccountGuard } from '../ui/use-account-guard.ts';
import { useSubmit } from '../ui/use-submit.ts';

type Form = Omit<AccountUser, 'id' | 'username' | 'role'>;
type Prefix = '' | 'billing_' | 'delivery_';

const fromUser = ({ id: _id, username: _username, role: _role, ...rest }: AccountUser): Form => rest;

/** /customer/profile: personal data and the main, billing and delivery addresses. */
export default function ProfileIsland() {
  const session = useAccountGuard({ role: 'customer' });
  const [form, setForm] = useState<Form | null>(null);
  const [separate, setSeparate] = useState({ billing: false, delivery: false });
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const loadForSession = useEffectEvent(() => {
    if (!session) return;
    loadPendingEmail()
      .then((answer) => setPendingEmail(answer.pendingEmail))
      .catch(() => setPendingEmail(null));
    // The stored copy may be old: the form starts from what the server has now.
    loadSessionUser()
      .then((user) => {
        setForm(fromUser(user));
        setSeparate({ billing: hasAddress(user, 'billing_'), delivery: hasAddress(user, 'delivery_') });
      })
      .catch((error) => {
        if (error instanceof ApiError && error.status === 401) return;
        showToast({ title: 'Fehler', description: accountMessages.loadFailed, variant: 'destructive' });
        setForm(fromUser(session.user as AccountUser));
      });
  });
  // Once per session: saving the profile updates the stored user, which must not reset the form.
  useEffect(() => loadForSession(), [session?.token]);

  const blank = (prefix: 'billing_' | 'delivery_') =>
    Object.fromEntries(['company', 'street', 'house_number', 'postal_code', 'city'].map((part) => [`${prefix}${part}`, '']));
  const { submit, errors, sending } = useSubmit({
    // The form is shown, and so can be sent, only once it has loaded.
    check: () =>
      customerProfileSchema.safeParse({
        ...form!,
        ...(separate.billing ? {} : blank('billing_')),
        ...(separate.delivery ? {} : blank('delivery_')),
      }),
    send: saveProfile,
    onSent: (answer, data) => {
      updateStoredUser(answer.user);
      setForm(fromUser(answer.user));
      const emailChanged = data.email.toLowerCase() !== answer.user.email.toLowerCase();
      setPendingEmail(answer.pendingEmail);
      showToast({
        title: emailChanged ? accountMessages.emailChangeSentTitle : accountMessages.profileSavedTitle,
        description: answer.message,
      });
    },
    onFailed: (error) =>
      showToast({ title: 'Fehler', description: messageOf(error, accountMessages.profileFailed), variant: 'destructive' }),
  });

  if (!form)
    return (
      <p className="text-slate-600" role="status">
        Profil wird geladen …
      </p>
    );

  const field = (key: keyof Form, label: string, extra: { autoComplete?: string; type?: string; required?: boolean } = {}) => (
    <TextField
      label={label}
      {...extra}
      value={form[key]}
      error={errors[key]}
      onChange={(event) => setForm({ ...form, [key]: event.target.value })}
    />
  );
  const address = (prefix: Prefix, autoComplete?: string) => (
    <div className="grid gap-4 sm:grid-cols-6">
      <div className="sm:col-span-6">
        {field(`${prefix}company`, 'Firma (optional)', { autoComplete: autoComplete && `${autoComplete} organization` })}
      </div>
      <div className="sm:col-span-4">
        {field(`${prefix}street`, 'Straße', { autoComplete: autoComplete && `${autoComplete} address-line1` })}
      </div>
      <div className="sm:col-span-2">{field(`${prefix}house_number`, 'Hausnummer')}</div>
      <div className="sm:col-span-2">
        {field(`${prefix}postal_code`, 'PLZ', { autoComplete: autoComplete && `${autoComplete} postal-code` })}
      </div>
      <div className="sm:col-span-4">
        {field(`${prefix}city`, 'Ort', { autoComplete: autoComplete && `${autoComplete} address-level2` })}
      </div>
      <div className="sm:col-span-6">
        {field(`${prefix}country`, 'Land', { autoComplete: autoComplete && `${autoComplete} country-name` })}
      </div>
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Profil bearbeiten</h1>
        <a href="/dashboard" className="btn-outline">
          Zurück zu Mein Konto
        </a>
      </div>

      <fieldset className="card grid gap-4 sm:grid-cols-2">
        <legend className="float-left mb-2 text-lg font-bold text-brand-900 sm:col-span-2">Persönliche Daten</legend>
        {field('firstName', 'Vorname', { required: true, autoComplete: 'given-name' })}
        {field('lastName', 'Nachname', { required: true, autoComplete: 'family-name' })}
        {field('email', 'E-Mail', { required: true, type: 'email', autoComplete: 'email' })}
        {field('phone', 'Telefon', { type: 'tel', autoComplete: 'tel' })}
        {pendingEmail && <PendingEmailNote email={pendingEmail} />}
      </fieldset>

      <fieldset className="card">
        <legend className="float-left mb-4 text-lg font-bold text-brand-900">Adresse</legend>
        <div className="clear-both">{address('', 'shipping')}</div>
      </fieldset>

      {(['billing', 'delivery'] as const).map((kind) => (
        <fieldset key={kind} className="card">
          <legend className="float-left mb-4 text-lg font-bold text-brand-900">
            {kind === 'billing' ? 'Rechnungsadresse' : 'Lieferadresse'}
          </legend>
          <div className="clear-both grid gap-4">
            <CheckboxField
              checked={separate[kind]}
              onChange={(event) => setSeparate({ ...separate, [kind]: event.target.checked })}
              label={kind === 'billing' ? 'Abweichende Rechnungsadresse angeben' : 'Abweichende Lieferadresse angeben'}
            />
            {separate[kind] && address(kind === 'billing' ? 'billing_' : 'delivery_', kind === 'billing' ? 'billing' : undefined)}
          </div>
        </fieldset>
      ))}

      <div className="flex flex-wrap justify-end gap-3">
        <a href="/dashboard" className="btn-outline">
          Abbrechen
        </a>
        <SaveButton sending={sending} />
      </div>
    </form>
  );
}
