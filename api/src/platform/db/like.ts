import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * "Contains" for the back office's searches: the text between LIKE's wildcards, with % _ and \ escaped so
 * they are searched for as themselves. The caller folds case (or umlauts) on both sides as its column needs.
 */
export function contains(expression: SQLWrapper, text: string): SQL {
  return sql`${expression} like ${`%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`} escape '\\'`;
}
