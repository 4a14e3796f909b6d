import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { emailChanges, users } from '../../platform/db/schema.ts';
import { isStaffRole } from './contract/permissions.ts';
import { emailConfirmedStatement } from './email-confirmed.ts';
import { newToken, tokenHash } from './tokens.ts';
import type { UserRow } from './users.ts';

/** Long enough for a mail that arrives late, short enough that a forgotten link goes stale. */
const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type EmailConfirmation = { status: 'confirmed'; user: UserRow } | { status: 'invalid' } | { status: 'taken' } | { status: 'staff' };

/**
 * The statement that makes `email` the account's pending new address, and the link's token. There is
 * one pending address per account: a new change replaces the older one, whose link stops working.
 */
export function pendingEmailStatement(db: Database, userId: number, email: string, now = new Date()) {
  const token = newToken();
  const change = { id: tokenHash(token), email, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS), createdAt: now };
  const statement = db
    .insert(emailChanges)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: emailChanges.userId, set: change });
  return { token, statement };
}

/** The new address waiting for confirmation, if its link is still valid. */
export async function pendingEmail(db: Database, userId: number, now = new Date()): Promise<{ email: string; expiresAt: Date } | null> {
  const [change] = await db
    .select({ email: emailChanges.email, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, now)));
  return change ?? null;
}

/**
 * Confirms the link of the logged-in account (a new address, or the one registered with): the token is used up in the statement that checks it (so
 * it works once), then the address becomes the account's, unless another account has taken it meanwhile.
 * Bound to the session, so a stranger who gets the link cannot attach the address to an account.
 */
export async function confirmEmailChange(db: Database, userId: number, token: string, now = new Date()): Promise<EmailConfirmation> {
  const link = and(eq(emailChanges.id, tokenHash(token)), eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, now));
  // A staff account's address changes only in the back-office profile, with the password (ADR 045): a
  // link to another address, even one asked for before that rule, moves nothing; its own address it may confirm.
  const [staffChange] = await db
    .select({ role: users.role })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(and(link, sql`lower(${users.email}) <> lower(${emailChanges.email})`));
  if (staffChange && isStaffRole(staffChange.role)) return { status: 'staff' };
  const [change] = await db.delete(emailChanges).where(link).returning({ email: emailChanges.email });
  if (!change) return { status: 'invalid' };
  const [user] = await db
    .update(users)
    .set({ email: change.email })
    .where(
      and(
        eq(users.id, userId),
        sql`not exists (select 1 from users as other where lower(other.email) = ${change.email.toLowerCase()} and other.id <> ${userId})`,
      ),
    )
    .returning();
  if (!user) return { status: 'taken' };
  // Opening the link proves the mailbox: the address now finds the requests sent under it (email-confirmed.ts).
  await emailConfirmedStatement(db, userId, user.email, now);
  return { status: 'confirmed', user };
}
