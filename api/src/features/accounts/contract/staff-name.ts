// A person in the office as customers and the back office read them (shared/staff-name.ts) and as a history line names them.
export { staffDisplayName } from '../../../shared/staff-name.ts';

/**
 * A history line's author: "Anna Berger (aberger)" – the name to read, the username that is unique and
 * stays the record's key. Entries written by the site itself ("Funnel", "Kunde") have no name.
 */
export function formatAuthor(by: string, byName?: string | null): string {
  return byName && byName !== by ? `${byName} (${by})` : by;
}
