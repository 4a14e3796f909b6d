/**
 * What a signature prints of the company (features/settings' PublicCompanyProfile has it): named here, so
 * shared/ needs no feature.
 */
type SignatureCompany = Record<
  | 'brand'
  | 'legalName'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'phoneDisplay'
  | 'email'
  | 'registerCourt'
  | 'registerNumber'
  | 'managingDirector',
  string
>;

/**
 * The closing every mail to a customer ends with, from the company data of "Einstellungen → Firma". A
 * mail someone in the office sends (a reply, a quote, an order's news) is signed with their name, so the
 * customer knows who wrote; the site's own mails by the team. Browser-safe, so the back office can show
 * it under a reply before it is sent (leads' reply dialog).
 */
export function signatureFor(company: SignatureCompany, personName?: string): string {
  return [
    'Mit freundlichen Grüßen',
    ...(personName ? [personName, company.brand] : [`Ihr Team von ${company.brand}`]),
    '',
    '--',
    company.legalName,
    `${company.street}, ${company.postalCode} ${company.city}`,
    `Telefon ${company.phoneDisplay} · ${company.email}`,
    `${company.registerCourt}, ${company.registerNumber} · Geschäftsführer: ${company.managingDirector}`,
  ].join('\n');
}
