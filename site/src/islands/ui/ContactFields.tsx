import { TextField, type FieldBinding } from './Field.tsx';

/** The e-mail address every request asks for. */
export function EmailField(binding: FieldBinding) {
  return <TextField label="E-Mail" required type="email" autoComplete="email" {...binding} />;
}

/** A phone number; each form names why it asks and whether it must. */
export function PhoneField({ label, required, ...binding }: FieldBinding & { label: string; required?: boolean }) {
  return <TextField label={label} required={required} type="tel" autoComplete="tel" {...binding} />;
}
