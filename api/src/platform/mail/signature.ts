import { companySnapshot } from '../../features/settings/current-company.ts';
import { signatureFor } from '../../shared/mail-signature.ts';

/** The signature with the company data as stored now (the API refreshes it before every request). */
export const customerSignature = (): string => signatureFor(companySnapshot());

export function table(rows: { label: string; value: string }[]): string {
  const width = Math.max(...rows.map((row) => row.label.length));
  return rows.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value.replace(/\n/g, `\n${' '.repeat(width + 2)}`)}`).join('\n');
}
