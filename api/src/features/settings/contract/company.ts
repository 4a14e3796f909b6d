import { emailAddress, SINGLE_LINE_MESSAGE } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { companyMessages as m } from './company-messages.ts';
import { ibanChecksumIsValid, normaliseIban } from './iban.ts';

/**
 * The company data and trust figures the owner keeps in "Einstellungen → Firma" (ADR 040). One row of the
 * settings table holds them; the site's build, the e-mails, the quote PDF and the notification address
 * read them from there. Flat, so every field of the form is one key of the answer's `issues`.
 */

const oneLine = z.regex(/^[^\t\r\n]*$/, { error: SINGLE_LINE_MESSAGE });
const required = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: message }), oneLine);
const optional = (message: string, max: number) =>
  z._default(z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: message }), oneLine), '');
/** An empty field is stored as '', a filled one must match the pattern. */
const optionalPattern = (message: string, pattern: RegExp, prepare: (value: string) => string = (value) => value) =>
  z._default(
    z.string({ error: message }).check(
      z.trim(),
      z.overwrite(prepare),
      z.refine((value) => value === '' || pattern.test(value), { error: message }),
    ),
    '',
  );
/** A figure that may be left out: null when empty. */
const optionalWhole = (message: string, max: number) =>
  z._default(z.nullable(z.int({ error: message }).check(z.minimum(0, { error: message }), z.maximum(max, { error: message }))), null);

/** +49 40 1234567-0: a plus, the country code, then digits with spaces, slashes or hyphens. */
const INTERNATIONAL_PHONE = /^\+[1-9][0-9 /-]{5,24}$/;
const thisYear = () => new Date().getFullYear();

const openingHoursRowSchema = z.object({
  days: required(m.openingDays, 40),
  hours: required(m.openingHoursText, 40),
});
export type OpeningHoursRow = z.output<typeof openingHoursRowSchema>;

export const ratingModes = ['typed', 'verified'] as const;
export const ratingModeLabels: Record<(typeof ratingModes)[number], string> = {
  typed: 'Eingetragener Wert mit Quelle',
  verified: 'Eigene verifizierte Bewertungen',
};

export const companySettingsSchema = z
  .object({
    brand: required(m.brand, 80),
    legalName: required(m.legalName, 120),
    managingDirector: required(m.managingDirector, 120),
    street: required(m.street, 120),
    postalCode: z.string({ error: m.postalCode }).check(z.trim(), z.regex(/^[0-9]{5}$/, { error: m.postalCode })),
    city: required(m.city, 80),
    region: required(m.region, 80),
    phone: z.string({ error: m.phone }).check(z.trim(), z.regex(INTERNATIONAL_PHONE, { error: m.phone })),
    phoneDisplay: required(m.phoneDisplay, 40),
    fax: optionalPattern(m.fax, INTERNATIONAL_PHONE),
    email: emailAddress(m.email),
    /** Where the office's notifications go; empty: NOTIFY_EMAIL from the environment. */
    notificationEmail: z._default(z.union([z.literal(''), emailAddress(m.notificationEmail)], { error: m.notificationEmail }), ''),
    registerCourt: required(m.registerCourt, 120),
    registerNumber: required(m.registerNumber, 40),
    taxNumber: optionalPattern(m.taxNumber, /^[0-9][0-9 /]{8,18}[0-9]$/),
    vatId: optionalPattern(m.vatId, /^DE[0-9]{9}$/, (value) => value.replace(/\s+/g, '').toUpperCase()),
    chamber: required(m.chamber, 120),
    supervisoryAuthority: required(m.supervisoryAuthority, 160),
    foundedYear: z.int({ error: m.foundedYear(thisYear()) }).check(
      z.minimum(1800, { error: m.foundedYear(thisYear()) }),
      z.refine((year) => year <= thisYear(), { error: m.foundedYear(thisYear()) }),
    ),
    openingHours: z.array(openingHoursRowSchema, { error: m.openingHours }).check(z.maxLength(7, { error: m.openingHours })),
    bankAccountHolder: optional(m.bankAccountHolder, 120),
    iban: z._default(
      z.string({ error: m.ibanFormat }).check(
        z.overwrite(normaliseIban),
        z.refine((value) => value === '' || /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(value), { error: m.ibanFormat, abort: true }),
        z.refine((value) => value === '' || ibanChecksumIsValid(value), { error: m.iban }),
      ),
      '',
    ),
    bic: optionalPattern(m.bic, /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, (value) => value.replace(/\s+/g, '').toUpperCase()),
    bankName: optional(m.bankName, 80),
    /** Trust figures: each may be left out, and then the site leaves its badge out. */
    ratingValue: z._default(
      z.nullable(
        z.number({ error: m.ratingValue }).check(
          z.minimum(1, { error: m.ratingValue }),
          z.maximum(5, { error: m.ratingValue }),
          z.refine((value) => Number.isInteger(Math.round(value * 10)) && Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, {
            error: m.ratingValue,
          }),
        ),
      ),
      null,
    ),
    ratingCount: optionalWhole(m.ratingCount, 10_000_000),
    ratingSource: z._default(
      z.string({ error: m.ratingSourceTooLong }).check(z.trim(), z.maxLength(120, { error: m.ratingSourceTooLong }), oneLine),
      '',
    ),
    ratingSourceUrl: optionalPattern(m.ratingSourceUrl, /^https:\/\/[^\s]{3,500}$/),
    /**
     * Where the site's rating comes from: 'typed' shows the figures above with their source, 'verified'
     * the average and count of the published verified reviews, computed when a page is viewed (ADR 060).
     */
    ratingMode: z._default(z.enum(ratingModes, { error: m.ratingMode }), 'typed'),
    /** Days between the payment that completes the final invoice and the review invitation (0: at once). */
    reviewInvitationDelayDays: z._default(
      z
        .int({ error: m.reviewInvitationDelayDays })
        .check(z.minimum(0, { error: m.reviewInvitationDelayDays }), z.maximum(30, { error: m.reviewInvitationDelayDays })),
      0,
    ),
    /** Optional: the company's Google review page, offered to every reviewer alike after they submitted. */
    googleReviewUrl: optionalPattern(m.googleReviewUrl, /^https:\/\/[^\s]{3,500}$/),
    projects: optionalWhole(m.projects, 10_000_000),
    customers: optionalWhole(m.customers, 10_000_000),
    years: optionalWhole(m.years, 200),
    /** The warranty on windows and doors in years, a promise the site makes only once it is entered (§ 5 UWG). */
    warrantyYears: z._default(
      z.nullable(
        z.int({ error: m.warrantyYears }).check(z.minimum(1, { error: m.warrantyYears }), z.maximum(30, { error: m.warrantyYears })),
      ),
      null,
    ),
  })
  .check(
    // § 5b Abs. 3 UWG: whoever shows reviews says how they were collected. A rating without a named
    // source is refused here, and the site would not show it either (shownRating).
    z.superRefine((company, context) => {
      if (company.ratingMode === 'typed' && company.ratingValue !== null && company.ratingSource === '') {
        context.addIssue({ code: 'custom', path: ['ratingSource'], message: m.ratingSource });
      }
    }),
  );

export type CompanySettings = z.output<typeof companySettingsSchema>;
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;

type SiteBuildState = 'current' | 'building' | 'failed';

/** Where the site's rebuild after a change stands: shown in the Firma tab. */
export interface SiteBuildJson {
  state: SiteBuildState;
  /** ISO time of the last finished build, null before the first rebuild. */
  builtAt: string | null;
}

export interface CompanySettingsJson {
  company: CompanySettings;
  /** NOTIFY_EMAIL of the environment: where notifications go while the field is empty. */
  notificationFallback: string;
  site: SiteBuildJson;
}

/** The rating as the site may show it: only with its source named (§ 5b Abs. 3 UWG). */
export function shownRating(
  company: Pick<CompanySettings, 'ratingMode' | 'ratingValue' | 'ratingCount' | 'ratingSource' | 'ratingSourceUrl'>,
) {
  // The verified figures change with every review: the pages fetch them when viewed (verified-rating.ts).
  if (company.ratingMode === 'verified' || company.ratingValue === null || company.ratingSource.trim() === '') return null;
  return { value: company.ratingValue, count: company.ratingCount, source: company.ratingSource, sourceUrl: company.ratingSourceUrl };
}

/** What only the back office and the server need: never baked into the site's pages or scripts. */
type PrivateKey = 'notificationEmail' | 'bankAccountHolder' | 'iban' | 'bic' | 'bankName';
export type PublicCompanySettings = Omit<CompanySettings, PrivateKey>;

/** The part of the company data the site's build may bake into pages and scripts. */
export function publicCompanySettings(settings: CompanySettings): PublicCompanySettings {
  const { notificationEmail: _notify, bankAccountHolder: _holder, iban: _iban, bic: _bic, bankName: _bank, ...open } = settings;
  return open;
}

/**
 * The company data as pages, mails and documents read it: the stored settings plus what follows from
 * them (the tel: link) and what the owner does not edit (country, tagline, partner).
 */
export function companyProfile<Settings extends PublicCompanySettings>(settings: Settings) {
  return {
    ...settings,
    tagline: 'Fenster, Türen und Dachfenster aus einer Hand',
    country: 'Deutschland',
    countryCode: 'DE',
    /** The phone number as a tel: link target, without spaces. */
    phoneLink: `tel:${settings.phone.replace(/[^+0-9]/g, '')}`,
    partnerSite: { name: 'Partnerbetrieb Muster Montage', url: 'https://www.example.com' },
  };
}
export type CompanyProfile = ReturnType<typeof companyProfile<CompanySettings>>;
export type PublicCompanyProfile = ReturnType<typeof companyProfile<PublicCompanySettings>>;
