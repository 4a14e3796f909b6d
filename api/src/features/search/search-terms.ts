import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { contains } from '../../platform/db/like.ts';
import { nationalDigits, phoneDigits } from '../leads/phone-match.ts';
import { foldForSearch } from '../leads/search-text.ts';

/**
 * What one search looks for: the folded text (case and umlauts as the inbox folds them), and, when the
 * query reads like a phone number, its national digits, so "040 123-45" finds "+49 40 12345".
 */
export interface SearchTerms {
  text: string;
  phone: string | null;
}

/** Fewer digits would find half the phone book. */
const MIN_PHONE_QUERY_DIGITS = 4;
const PHONE_LIKE = /^[\d\s+\-/().]+$/;

export function searchTerms(query: string): SearchTerms {
  const digits = PHONE_LIKE.test(query) ? nationalDigits(query) : '';
  return { text: foldForSearch(query), phone: digits.length >= MIN_PHONE_QUERY_DIGITS ? digits : null };
}

/**
 * SQLite's lower() leaves umlauts alone: capitals are turned into small ones before, ß into ss after,
 * as foldForSearch does on the query's side.
 */
export function folded(expression: SQLWrapper): SQL {
  return sql`replace(lower(replace(replace(replace(${expression}, 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü')), 'ß', 'ss')`;
}

/** The columns joined with spaces: one LIKE instead of one per column. */
export function joined(...columns: SQLWrapper[]): SQL {
  return sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  );
}

/** The text in the (already folded) searchable text, or the phone number's digits in the phone column. */
export function matches(terms: SearchTerms, searchable: SQLWrapper, phone?: SQLWrapper): SQL {
  const byText = contains(searchable, terms.text);
  return phone && terms.phone ? or(byText, contains(phoneDigits(phone), terms.phone))! : byText;
}
