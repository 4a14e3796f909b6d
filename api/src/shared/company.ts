/**
 * The operator's company data: the one place the site, the legal pages, the structured data and the
 * e-mails read it from. The values are obvious placeholders until the operator fills in the real ones.
 */
export const company = {
  brand: 'Fensterwerk Nord',
  legalName: 'Fensterwerk Nord GmbH',
  tagline: 'Fenster, Türen und Dachfenster aus einer Hand',
  street: 'Musterstraße 1',
  postalCode: '12345',
  city: 'Musterstadt',
  region: 'Niedersachsen',
  country: 'Deutschland',
  countryCode: 'DE',
  phone: '+49 40 1234567-0',
  phoneDisplay: '040 1234567-0',
  /** The phone number as a tel: link target, without spaces. */
  phoneLink: 'tel:+494012345670',
  fax: '+49 40 1234567-9',
  email: 'info@example.de',
  managingDirector: 'Max Mustermann',
  registerCourt: 'Amtsgericht Musterstadt',
  registerNumber: 'HRB 000000',
  vatId: 'DE000000000',
  chamber: 'Handwerkskammer Musterstadt',
  supervisoryAuthority: 'Landesbeauftragte für den Datenschutz Niedersachsen',
  partnerSite: { name: 'Partnerbetrieb Muster Montage', url: 'https://www.example.com' },
  foundedYear: 2004,
  openingHours: [
    { days: 'Montag – Donnerstag', hours: '8:00 – 17:00 Uhr' },
    { days: 'Freitag', hours: '8:00 – 13:00 Uhr' },
    { days: 'Samstag & Sonntag', hours: 'geschlossen' },
  ],
  /** Machine-readable opening hours for structured data (schema.org OpeningHoursSpecification). */
  openingHoursSpecification: [
    { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:00', closes: '17:00' },
    { dayOfWeek: ['Friday'], opens: '08:00', closes: '13:00' },
  ],
} as const;
