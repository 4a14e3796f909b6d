import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import type { AccountUser, CustomerProfile } from './contract/accounts.ts';
import { addressColumnsOf, addressFieldsOf } from '../../shared/address-fields.ts';

export type UserRow = typeof users.$inferSelect;

/** The user record the browser keeps (userData): everything but the password hash, in the spec's names. */
export function accountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    ...addressFieldsOf(row),
  };
}

/** Columns from the profile form's field names. */
export function profileColumns(profile: CustomerProfile) {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone,
    ...addressColumnsOf(profile),
  };
}

/** Login accepts the username or the e-mail address, in any case. */
export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const lowered = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${lowered}`, sql`lower(${users.email}) = ${lowered}`))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Which of username and e-mail another account already uses. */
export async function takenIdentifiers(db: Database, { username, email }: { username?: string; email?: string }, exceptUserId?: number) {
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        username === undefined ? sql`0` : sql`lower(${users.username}) = ${username.toLowerCase()}`,
        email === undefined ? sql`0` : sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    );
  const others = rows.filter((row) => row.id !== exceptUserId);
  return {
    username: username !== undefined && others.some((row) => row.username.toLowerCase() === username.toLowerCase()),
    email: email !== undefined && others.some((row) => row.email.toLowerCase() === email.toLowerCase()),
  };
}
