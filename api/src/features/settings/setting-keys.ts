/** The keys of the `settings` table in one place, so no two features write the same one. */
export const COMPANY_SETTING_KEY = 'company';
