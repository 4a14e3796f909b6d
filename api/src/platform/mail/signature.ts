import { company } from '../../shared/company.ts';

/** The closing every mail to a customer ends with. */
export const customerSignature = [
  'Mit freundlichen Grüßen',
  `Ihr Team von ${company.brand}`,
  '',
  '--',
  company.legalName,
  `${company.street}, ${company.postalCode} ${company.city}`,
  `Telefon ${company.phoneDisplay} · ${company.email}`,
  `${company.registerCourt}, ${company.registerNumber} · Geschäftsführer: ${company.managingDirector}`,
].join('\n');

export function table(rows: { label: string; value: string }[]): string {
  const width = Math.max(...rows.map((row) => row.label.length));
  return rows.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value.replace(/\n/g, `\n${' '.repeat(width + 2)}`)}`).join('\n');
}
