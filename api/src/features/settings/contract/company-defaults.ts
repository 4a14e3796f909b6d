import type { CompanySettings } from './company.ts';

/**
 * The company data before the owner has saved "Einstellungen → Firma" once: what a fresh installation
 * shows. From then on the settings row is the one source (ADR 040); changing this file changes nothing
 * for an installation that has saved. The values are obvious placeholders.
 */
export const defaultCompany: CompanySettings = {
  brand: 'Fensterwerk Nord',
  legalName: 'Fensterwerk Nord GmbH',
  managingDirector: 'Max Mustermann',
  street: 'Musterstraße 1',
  postalCode: '12345',
  city: 'Musterstadt',
  region: 'Niedersachsen',
  phone: '+49 40 1234567-0',
  phoneDisplay: '040 1234567-0',
  fax: '+49 40 1234567-9',
  email: 'info@example.de',
  notificationEmail: '',
  registerCourt: 'Amtsgericht Musterstadt',
  registerNumber: 'HRB 000000',
  taxNumber: '',
  vatId: 'DE000000000',
  chamber: 'Handwerkskammer Musterstadt',
  supervisoryAuthority: 'Landesbeauftragte für den Datenschutz Niedersachsen',
  foundedYear: 2004,
  openingHours: [
    { days: 'Montag – Donnerstag', hours: '8:00 – 17:00 Uhr' },
    { days: 'Freitag', hours: '8:00 – 13:00 Uhr' },
    { days: 'Samstag & Sonntag', hours: 'geschlossen' },
  ],
  // A test account (valid checksum, no real bank account) so a fresh installation can show an invoice.
  bankAccountHolder: 'Fensterwerk Nord GmbH',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  bankName: 'Musterbank',
  // A fresh installation claims nothing (§ 5 UWG, ADR 050): the trust figures and the warranty start
  // empty, and the site shows their badges once the owner enters them. The rating also needs its source.
  ratingValue: null,
  ratingCount: null,
  ratingSource: '',
  ratingSourceUrl: '',
  ratingMode: 'typed',
  reviewInvitationDelayDays: 0,
  googleReviewUrl: '',
  projects: null,
  customers: null,
  years: null,
  warrantyYears: null,
};
