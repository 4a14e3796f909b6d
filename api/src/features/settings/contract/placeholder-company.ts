import type { CompanySettings } from './company.ts';
import { defaultCompany } from './company-defaults.ts';

/**
 * The shipped defaults (company-defaults.ts) are placeholders: an address that does not exist, a sample
 * managing director and register entry, a VAT id of zeros, a test IBAN, an example.de address. A quote or invoice must not name them (§ 14 Abs. 4 UStG: the
 * seller's full address and tax number; § 5 DDG: an address where the business can be reached), so every
 * check asks here which fields still hold one. Browser-safe: the dashboard's first step uses it as well.
 */
type PlaceholderField =
  'managingDirector' | 'street' | 'postalCode' | 'city' | 'registerCourt' | 'registerNumber' | 'vatId' | 'iban' | 'email';

/** Domains reserved for examples (RFC 2606) and the one the defaults use: mail there reaches no one. */
const EXAMPLE_DOMAIN = /@(?:[^@]+\.)?example\.(?:de|com|org|net)$/i;

/** An address at such a domain, as ADMIN_EMAIL's default admin@example.de: the first sign-in asks for the real one. */
export const isExampleAddress = (email: string) => EXAMPLE_DOMAIN.test(email);

const placeholderChecks: Record<PlaceholderField, (company: Pick<CompanySettings, PlaceholderField>) => boolean> = {
  managingDirector: (company) => company.managingDirector === defaultCompany.managingDirector,
  street: (company) => company.street === defaultCompany.street,
  postalCode: (company) => company.postalCode === defaultCompany.postalCode,
  city: (company) => company.city === defaultCompany.city,
  registerCourt: (company) => company.registerCourt === defaultCompany.registerCourt,
  registerNumber: (company) => company.registerNumber === defaultCompany.registerNumber,
  vatId: (company) => company.vatId === defaultCompany.vatId,
  iban: (company) => company.iban === defaultCompany.iban,
  email: (company) => isExampleAddress(company.email),
};

/** The fields that still hold a shipped placeholder; empty when the owner has replaced them all. */
export function placeholderFields(company: Pick<CompanySettings, PlaceholderField>): PlaceholderField[] {
  return (Object.keys(placeholderChecks) as PlaceholderField[]).filter((field) => placeholderChecks[field](company));
}

/** True while any of the company data on a quote or invoice is still a shipped placeholder. */
export const isPlaceholderCompany = (company: Pick<CompanySettings, PlaceholderField>): boolean => placeholderFields(company).length > 0;

/** Where the owner replaces them, for the links of the screens. */
export const COMPANY_SETTINGS_HREF = '/admin/settings?tab=firma';

export const placeholderCompanyMessages = {
  refused:
    'Bitte tragen Sie zuerst Ihre Firmendaten ein (Einstellungen → Firma): Anschrift, Geschäftsführung und Register, Steuernummer oder USt-IdNr. und Bankverbindung. Mit Platzhaltern werden keine Angebote versendet und keine Rechnungen ausgestellt.',
  linkLabel: 'Zu Einstellungen → Firma',
} as const;
