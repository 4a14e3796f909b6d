import { company } from './company.ts';

const companyBlock = [
  '--',
  company.legalName,
  `${company.street}, ${company.postalCode} ${company.city}`,
  `Telefon ${company.phoneDisplay} · ${company.email}`,
  `${company.registerCourt}, ${company.registerNumber} · Geschäftsführer: ${company.managingDirector}`,
];

/**
 * The closing every mail to a customer ends with. A mail someone in the office sends (a reply, a quote,
 * an order's news) is signed with their name, so the customer knows who wrote. Browser-safe, so the
 * back office can show it under a reply before it is sent (leads' reply dialog).
 */
export function signatureFor(personName?: string): string {
  const greeting = personName ? [personName, company.brand] : [`Ihr Team von ${company.brand}`];
  return ['Mit freundlichen Grüßen', ...greeting, '', ...companyBlock].join('\n');
}

/** The site's own mails (confirmations, account mails): signed by the team. */
export const customerSignature = signatureFor();
