import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Phone numbers are free text ("040 123-45", "+49 (0)40 12345", "0049 40 12345"), so they are compared
 * by their digits without the German country or trunk prefix: all three read "4012345".
 */

/** Fewer digits than this say too little about a person to call two records the same one. */
export const MIN_PHONE_DIGITS = 6;

/** The national digits of a number: without +49/0049 and without leading zeros (the trunk 0, "(0)"). */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const withoutCountry = phone.trim().startsWith('+') && digits.startsWith('49') ? digits.slice(2) : digits.replace(/^0049/, '');
  return withoutCountry.replace(/^0+/, '');
}

/**
 * The stored number with the usual separators taken out, in SQL: a stored "+49 (0)40 123-45" becomes
 * "4904012345", which contains the national digits of every way of writing it. SQLite has no regular
 * expressions, so letters ("Tel.") stay; they never sit between the digits of a number.
 */
export function phoneDigits(column: SQLWrapper): SQL {
  let expression: SQL = sql`${column}`;
  for (const separator of [' ', '-', '/', '(', ')', '+', '.']) expression = sql`replace(${expression}, ${separator}, '')`;
  return expression;
}
