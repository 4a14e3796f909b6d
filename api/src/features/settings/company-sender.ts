import type { CompanyProfile } from './contract/company.ts';
import { letterSender, type LetterSender } from '../documents/letter/sender.ts';

/** The company as "Einstellungen → Firma" holds it now: the brand at the top, the legal name and the register in the footer. */
export function companySender(company: CompanyProfile): LetterSender {
  return letterSender({
    name: company.legalName,
    heading: company.brand,
    street: company.street,
    postcode: company.postalCode,
    city: company.city,
    phone: company.phoneDisplay,
    email: company.email,
    legalInfo: companyLegalInfo(company),
    vatId: company.vatId,
    taxNumber: company.taxNumber,
  });
}

/** The managing director and the register, as the footer and the invoice's seller name them. */
export const companyLegalInfo = (company: Pick<CompanyProfile, 'managingDirector' | 'registerCourt' | 'registerNumber'>) =>
  `Geschäftsführer: ${company.managingDirector} · ${company.registerCourt}, ${company.registerNumber}`;
