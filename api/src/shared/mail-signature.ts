import type { PublicCompanyProfile } from '../features/settings/contract/company.ts';

/**
 * The closing every mail to a customer ends with, from the company data of "Einstellungen → Firma".
 * Browser-safe, so the back office can show it under a reply before it is sent (leads' reply dialog).
 */
export function signatureFor(company: PublicCompanyProfile): string {
  return [
    'Mit freundlichen Grüßen',
    `Ihr Team von ${company.brand}`,
    '',
    '--',
    company.legalName,
    `${company.street}, ${company.postalCode} ${company.city}`,
    `Telefon ${company.phoneDisplay} · ${company.email}`,
    `${company.registerCourt}, ${company.registerNumber} · Geschäftsführer: ${company.managingDirector}`,
  ].join('\n');
}
