import { createSession } from '../src/features/accounts/session.ts';
import { hashPassword } from '../src/features/accounts/password.ts';
import type { Database } from '../src/platform/db/client.ts';
import { users, type UserRole } from '../src/platform/db/schema.ts';

let counter = 0;
/** Tests in several processes share a database file: names carry the process id and a counter. */
const unique = () => `${process.pid.toString(36)}${(counter += 1).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A user straight in the database, with a session; the token is what a logged-in browser holds. */
export async function createTestUser(db: Database, { role = 'customer' as UserRole, password = 'geheim123' } = {}) {
  const name = unique();
  const [user] = await db
    .insert(users)
    .values({
      username: `nutzer-${name}`,
      email: `nutzer-${name}@example.de`,
      passwordHash: await hashPassword(password),
      role,
      firstName: 'Erika',
      lastName: 'Muster',
    })
    .returning();
  const { token } = (await createSession(db, user!))!;
  return { user: user!, token, password };
}
