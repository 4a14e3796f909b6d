// How a person in the office is named to customers and in the back office: the full name when the
// account has one, else the username. Browser-safe: the top bar and the reply dialog's signature use it,
// and below every feature, so platform/http/actor.ts names the acting person without accounts.

export interface NamedPerson {
  username: string;
  firstName: string;
  lastName: string;
}

export function staffDisplayName(person: NamedPerson): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username;
}
