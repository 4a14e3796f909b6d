import { createSession } from '../src/features/accounts/session.ts';
import { hashPassword } from '../src/features/accounts/password.ts';
import type { Database } from '../src/platform/db/client.ts';
import { users, type UserRole } from '../src/platform/db/schema.ts';

let counter = 0;
/** Tests in several processes share a database file: names carry the process id and a counter. */
const unique = () => `${process.pid.toString(36)}${(counter += 1).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * One argon2 hash per password and process, made by the production code with its full cost: the tests
 * create hundreds of users, and each hash costs 19 MiB and two passes (ADR 068). Logins still verify it.
 */
const hashes = new Map<string, Promise<string>>();
function testPasswordHash(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

/** A user straight in the database, with a session; the token is what a logged-in browser holds. */
export async function createTestUser(db: Database, { role = 'customer' as UserRole, password = 'geheim123' } = {}) {
  const name = unique();
  const [user] = await db
    .insert(users)
    .values({
      username: `nutzer-${name}`,
      email: `nutzer-${name}@example.de`,
      passwordHash: await testPasswordHash(password),
      role,
      firstName: 'Erika',
      lastName: 'Muster',
    })
    .returning();
  const { token } = (await createSession(db, user!))!;
  return { user: user!, token, password };
}
