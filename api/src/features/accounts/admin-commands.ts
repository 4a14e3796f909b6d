import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { sessions, users } from '../../platform/db/schema.ts';
import { isStaffRole } from './contract/permissions.ts';
import { hashPassword } from './password.ts';
import { createResetToken } from './password-reset.ts';
import { newToken } from './tokens.ts';
import { findUserByLogin, takenIdentifiers } from './users.ts';
import { resetTwoFactor } from './two-factor.ts';

/**
 * What `npm run admin` does (scripts/admin.ts): the way back in when nobody can sign in to the back
 * office. It works on the database directly, so it runs while the server runs; every result is what the
 * command prints, and a refusal is an AdminCommandError with the German sentence to print.
 */
export class AdminCommandError extends Error {}

const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A one-hour, single-use link to /admin/reset-password for a staff account, found by username or
 * e-mail. The link replaces any open one; the old password works until the new one is set.
 */
export async function passwordResetLinkFor(db: Database, login: string, siteUrl: string): Promise<{ username: string; link: string }> {
  const user = await findUserByLogin(db, login);
  if (!user || !isStaffRole(user.role)) {
    throw new AdminCommandError(`Kein Konto des Back Office mit dem Benutzernamen oder der E-Mail-Adresse „${login}“.`);
  }
  if (!user.active)
    throw new AdminCommandError(
      `Das Konto „${user.username}“ ist deaktiviert; ein Inhaber kann es unter Einstellungen → Team wieder aktivieren.`,
    );
  const token = await createResetToken(db, user.id);
  return { username: user.username, link: new URL(`/admin/reset-password?token=${encodeURIComponent(token)}`, siteUrl).href };
}

/**
 * A new owner (Inhaber) with a generated password that is printed once. For an installation whose only
 * owner left or whose first password is lost and whose ADMIN_EMAIL reaches nobody.
 */
export async function createOwner(db: Database, { username, email }: { username: string; email: string }) {
  if (!USERNAME_PATTERN.test(username)) {
    throw new AdminCommandError('Der Benutzername muss 3–50 Zeichen aus Buchstaben, Ziffern, . _ - haben.');
  }
  if (!EMAIL_PATTERN.test(email)) throw new AdminCommandError(`„${email}“ ist keine gültige E-Mail-Adresse.`);
  const taken = await takenIdentifiers(db, { username, email });
  if (taken.username) throw new AdminCommandError(`Der Benutzername „${username}“ ist bereits vergeben.`);
  if (taken.email) throw new AdminCommandError(`Für „${email}“ gibt es bereits ein Konto.`);
  const password = newToken(15);
  await db
    .insert(users)
    .values({ username, email, passwordHash: await hashPassword(password), role: 'admin', firstName: '', lastName: '' });
  return { username, password };
}

/**
 * Turns off a person's two-factor sign-in (the phone is lost and no other owner can reset it in the
 * back office): they sign in with the password and set it up again.
 */
export async function resetTwoFactorOf(db: Database, login: string): Promise<{ username: string }> {
  const user = await findUserByLogin(db, login);
  if (!user || !isStaffRole(user.role)) {
    throw new AdminCommandError(`Kein Konto des Back Office mit dem Benutzernamen oder der E-Mail-Adresse „${login}“.`);
  }
  await resetTwoFactor(db, user.id, 'Kommandozeile');
  return { username: user.username };
}

/** Ends every session of a staff account at once (a lost laptop): the next request asks to sign in. */
export async function endSessions(db: Database, login: string): Promise<{ username: string; ended: number }> {
  const user = await findUserByLogin(db, login);
  if (!user || !isStaffRole(user.role)) {
    throw new AdminCommandError(`Kein Konto des Back Office mit dem Benutzernamen oder der E-Mail-Adresse „${login}“.`);
  }
  const ended = await db.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id });
  return { username: user.username, ended: ended.length };
}
