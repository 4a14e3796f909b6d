import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { hashPassword } from './password.ts';
import { newToken } from './tokens.ts';

export interface FirstAdminSettings {
  username: string;
  email: string;
  /** Unset: a random password is generated and reported once (docs/architecture.md: never a fixed default). */
  password?: string | undefined;
}

export type FirstAdminResult = { created: false } | { created: true; username: string; generatedPassword: string | null };

/** Creates the operator's admin account on a database that has none; later starts leave accounts alone. */
export async function ensureFirstAdmin(db: Database, settings: FirstAdminSettings): Promise<FirstAdminResult> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing.length > 0) return { created: false };

  const generatedPassword = settings.password ? null : newToken(15);
  const password = settings.password ?? generatedPassword!;
  const inserted = await db
    .insert(users)
    .values({
      username: settings.username,
      email: settings.email,
      passwordHash: await hashPassword(password),
      role: 'admin',
      // No placeholder name: the owner gives theirs at the first sign-in, and the mails are signed with it.
      firstName: '',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another process created the account between our check and our insert: theirs stands.
  if (inserted.length === 0) return { created: false };
  return { created: true, username: settings.username, generatedPassword };
}
