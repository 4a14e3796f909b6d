import type { CompanySettings, CompanySettingsInput, OpeningHoursRow, ratingModes } from '#features/settings/contract/company.ts';
import { formatIban } from '#features/settings/contract/iban.ts';
import { parseNumber } from '../../../lib/parse-number.ts';

/** The Firma tab's text fields: every setting but the opening hours, as the inputs hold them. */
export type CompanyFormValues = Record<Exclude<keyof CompanySettings, 'openingHours'>, string>;

const figures = [
  'foundedYear',
  'ratingValue',
  'ratingCount',
  'projects',
  'customers',
  'years',
  'warrantyYears',
  'reviewInvitationDelayDays',
] as const;

const shown = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export function formValues(company: CompanySettings): CompanyFormValues {
  const { openingHours: _rows, ...rest } = company;
  const values = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  ) as CompanyFormValues;
  for (const key of figures) values[key] = shown(company[key]);
  values.iban = company.iban ? formatIban(company.iban) : '';
  return values;
}

/** "4.800" is four thousand eight hundred here (German grouping); a decimal only for the rating. */
const whole = (text: string) => {
  const cleaned = text.trim().replace(/\./g, '');
  return cleaned === '' ? null : Number(cleaned);
};

/** The form's values as the API takes them; the schema then checks them with its German messages. */
export function settingsInput(values: CompanyFormValues, openingHours: OpeningHoursRow[]): CompanySettingsInput {
  return {
    ...values,
    foundedYear: whole(values.foundedYear) ?? Number.NaN,
    ratingValue: parseNumber(values.ratingValue),
    ratingCount: whole(values.ratingCount),
    ratingMode: values.ratingMode as (typeof ratingModes)[number],
    reviewInvitationDelayDays: whole(values.reviewInvitationDelayDays) ?? 0,
    projects: whole(values.projects),
    customers: whole(values.customers),
    years: whole(values.years),
    warrantyYears: whole(values.warrantyYears),
    openingHours,
  };
}
