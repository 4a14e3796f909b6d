import { companySnapshot } from '../../features/settings/current-company.ts';
import { signatureFor } from '../../shared/mail-signature.ts';

/** The team's signature with the company data as stored now (the API refreshes it before every request). */
export const customerSignature = (): string => signatureFor(companySnapshot());

/** The signature of a mail someone in the office sends: their name above the company's. */
export const personalSignature = (personName: string): string => signatureFor(companySnapshot(), personName);

export function table(rows: { label: string; value: string }[]): string {
  const width = Math.max(...rows.map((row) => row.label.length));
  return rows.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value.replace(/\n/g, `\n${' '.repeat(width + 2)}`)}`).join('\n');
}
