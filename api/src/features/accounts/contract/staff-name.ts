// How a person in the office is named to customers and in the back office: the full name when the
// account has one, else the username. Browser-safe: the top bar and the reply dialog's signature use it.

export interface NamedPerson {
  username: string;
  firstName: string;
  lastName: string;
}

export function staffDisplayName(person: NamedPerson): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username;
}

/**
 * A history line's author: "Anna Berger (aberger)" – the name to read, the username that is unique and
 * stays the record's key. Entries written by the site itself ("Funnel", "Kunde") have no name.
 */
export function formatAuthor(by: string, byName?: string | null): string {
  return byName && byName !== by ? `${byName} (${by})` : by;
}
