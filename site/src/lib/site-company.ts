import { companyProfile, publicCompanySettings, shownRating, type PublicCompanySettings } from '#features/settings/contract/company.ts';
import { defaultCompany } from '#features/settings/contract/company-defaults.ts';

/**
 * Set by the build (astro.config.mjs, vite `define`) to the public company data of the database
 * (ADR 040). Unit tests run without it and see the first start's defaults.
 */
declare const __SITE_COMPANY__: PublicCompanySettings | undefined;

const settings: PublicCompanySettings = typeof __SITE_COMPANY__ === 'undefined' ? publicCompanySettings(defaultCompany) : __SITE_COMPANY__;

/** The company data this build was made with: pages, legal texts, structured data. */
export const company = companyProfile(settings);

/** The rating, only with its source (§ 5b Abs. 3 UWG); null when none may be shown. */
export const rating = shownRating(settings);
