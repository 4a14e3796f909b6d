import type { ReactNode } from 'react';
import { TextField, type FieldBinding as Binding } from './Field.tsx';

/** The username a new account chooses (registration, invitation), with the rule the server keeps. */
export function NewUsernameField(binding: Binding) {
  return (
    <TextField
      label="Benutzername"
      required
      autoComplete="username"
      hint="3–50 Zeichen: Buchstaben, Ziffern, Punkt, Unter- oder Bindestrich"
      {...binding}
    />
  );
}

/** A new password and its confirmation: registration, invitation and the password reset ask them alike. */
export function NewPasswordFields({
  label = 'Passwort',
  password,
  confirmation,
}: {
  label?: string;
  password: Binding;
  confirmation: Binding;
}) {
  return (
    <>
      <TextField label={label} required type="password" autoComplete="new-password" hint="Mindestens 6 Zeichen" {...password} />
      <TextField label="Passwort bestätigen" required type="password" autoComplete="new-password" {...confirmation} />
    </>
  );
}

/** An account form's button across the card, disabled while it sends. */
export function AccountSubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn-primary w-full" disabled={disabled}>
      {children}
    </button>
  );
}
