import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { passwordResetTokens, sessions, users } from '../db/schema.ts';
import { hashPassword } from './password.ts';
import { sessionIdFromToken } from './session.ts';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** A new reset link's token; only its SHA-256 is stored, valid for one hour. */
export async function createResetToken(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    createdAt: now,
  });
  return token;
}

/**
 * Sets a new password with a reset token: the token is used up in the same statement that checks it
 * (so it works once), then the password changes and every session of the account ends.
 */
export async function resetPassword(db: Database, token: string, newPassword: string, now = new Date()): Promise<boolean> {
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.id, sessionIdFromToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) return false;
  const passwordHash = await hashPassword(newPassword);
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId)),
    db.delete(sessions).where(eq(sessions.userId, claimed.userId)),
    db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt))),
  ]);
  return true;
}
