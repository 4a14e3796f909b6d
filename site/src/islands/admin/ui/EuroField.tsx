import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../ui/Field.tsx';

/**
 * A euro amount typed in German format ("1.234,56"): a text field (a number field would refuse the comma
 * in some browsers and drop the thousands dots), with the decimal keyboard on phones.
 */
export function EuroField({
  label,
  error,
  hint = 'In Euro, z. B. 1.234,56',
  ...input
}: { label: string; error?: string | undefined; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return <TextField label={label} error={error} hint={hint} inputMode="decimal" autoComplete="off" {...input} />;
}
