import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { passwordResetTokens, users } from '../../platform/db/schema.ts';
import { hashPassword } from './password.ts';
import { endAccountSessions } from './session.ts';
import { newToken, tokenHash } from './tokens.ts';

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A new reset link's token; only its SHA-256 is stored, valid for one hour. It ends every older link of
 * the account, so only the newest mail works.
 */
export async function createResetToken(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.batch([
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    db.insert(passwordResetTokens).values({
      id: tokenHash(token),
      userId,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
      createdAt: now,
    }),
  ]);
  return token;
}

/**
 * Sets a new password with a reset token. The new hash is computed first; then one transaction, every
 * statement conditional on the token being unused and unexpired and its account active (a link mailed
 * before a deactivation opens nothing after it, ADR 045), sets the password, ends the account's
 * sessions and other links, and uses the token up. Nothing is read, checked and then written apart, so
 * a second use or a concurrent reset cannot slip between a check and a write.
 */
export async function resetPassword(db: Database, token: string, newPassword: string, now = new Date()): Promise<boolean> {
  const id = tokenHash(token);
  const passwordHash = await hashPassword(newPassword);
  const usable = and(
    eq(passwordResetTokens.id, id),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
    inArray(passwordResetTokens.userId, db.select({ id: users.id }).from(users).where(eq(users.active, true))),
  );
  const owner = db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(usable);
  const [, , , claimed] = await db.batch([
    db.update(users).set({ passwordHash }).where(inArray(users.id, owner)),
    endAccountSessions(db, owner),
    db.delete(passwordResetTokens).where(and(inArray(passwordResetTokens.userId, owner), ne(passwordResetTokens.id, id))),
    db.update(passwordResetTokens).set({ usedAt: now }).where(usable).returning({ userId: passwordResetTokens.userId }),
  ]);
  return claimed.length === 1;
}
