import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { staffRoles } from './contract/permissions.ts';
import { staffDisplayName } from './contract/staff-name.ts';

/**
 * Adds the person's name to history entries that store the username (`by`), read when shown: staff are
 * deactivated, never deleted, so the name is found for every entry the office wrote. Entries by the site
 * itself ("Funnel", "Kunde") or by an account that is gone keep `byName: null`.
 */
export async function withStaffNames<Entry extends { by: string }>(
  db: Database,
  entries: Entry[],
): Promise<(Entry & { byName: string | null })[]> {
  const usernames = [...new Set(entries.map((entry) => entry.by))];
  const people =
    usernames.length === 0
      ? []
      : await db
          .select({ username: users.username, firstName: users.firstName, lastName: users.lastName, role: users.role })
          .from(users)
          .where(inArray(users.username, usernames));
  const names = new Map(
    people
      .filter((person) => (staffRoles as readonly string[]).includes(person.role))
      .map((person) => [person.username, staffDisplayName(person)]),
  );
  return entries.map((entry) => ({ ...entry, byName: names.get(entry.by) ?? null }));
}
