import { and, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { sessions, users } from '../../platform/db/schema.ts';
import { newToken, tokenHash } from './tokens.ts';
import type { SessionUser } from '../../platform/http/env.ts';

/**
 * Sessions as Lucia's authors now describe them (ADR 011): the client holds a random token,
 * the database only its SHA-256; a session lives 30 days and is renewed when it is used in its second
 * half, so active users stay logged in and idle sessions end.
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const RENEW_WHEN_REMAINING_MS = SESSION_LIFETIME_MS / 2;

/** The account a session belongs to: the request context's (platform/http/env.ts). */
export type { SessionUser };

export interface Session {
  id: string;
  userId: number;
  expiresAt: Date;
  /** The second factor was given in this session. */
  twoFactorVerified: boolean;
}

export type SessionValidation = { session: Session; user: SessionUser } | { session: null; user: null };

/** A session's id is the hash of its token (tokens.ts). */
export const sessionIdFromToken = tokenHash;

/** The account a login verified, with the password hash the password was checked against. */
export interface VerifiedAccount {
  id: number;
  passwordHash: string;
}

/**
 * A new session, but only while the account's password hash is still the one the login verified: a
 * password change or reset that commits between the check and this insert leaves the login without a
 * session (null), in one statement, so no session of an old password outlives the change; nor does a
 * deactivation (issue 21) that commits meanwhile.
 */
export async function createSession(
  db: Database,
  account: VerifiedAccount,
  now = new Date(),
): Promise<{ token: string; session: Session } | null> {
  const token = newToken();
  const session = {
    id: sessionIdFromToken(token),
    userId: account.id,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    twoFactorVerified: false,
  };
  const inserted = await db.run(sql`insert into ${sessions} (id, user_id, expires_at, created_at)
    select ${session.id}, ${session.userId}, ${session.expiresAt.getTime()}, ${now.getTime()}
    where exists (select 1 from ${users} where ${users.id} = ${account.id} and ${users.passwordHash} = ${account.passwordHash}
      and ${users.active} = 1)`);
  return inserted.rowsAffected === 1 ? { token, session } : null;
}

export async function validateSessionToken(db: Database, token: string, now = new Date()): Promise<SessionValidation> {
  const id = sessionIdFromToken(token);
  const [row] = await db
    .select({
      session: { id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, twoFactorVerified: sessions.twoFactorVerified },
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        firstName: users.firstName,
        lastName: users.lastName,
        // Whether there is a key, never the key itself: it stays out of the request's context.
        twoFactorEnabled: sql<boolean>`${users.totpKey} is not null`.mapWith(Boolean),
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return { session: null, user: null };

  const { session, user } = row;
  if (now.getTime() >= session.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return { session: null, user: null };
  }
  if (session.expiresAt.getTime() - now.getTime() < RENEW_WHEN_REMAINING_MS) {
    session.expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, id));
  }
  return { session, user };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * The statement that ends an account's sessions, to go into the same db.batch() as the change that
 * requires it (a new password): the account by id or by a subquery of ids, `keep` the session that made
 * the change, `onlyIf` a condition that must still hold when the batch runs.
 */
export function endAccountSessions(db: Database, account: number | SQLWrapper, { keep, onlyIf }: { keep?: string; onlyIf?: SQL } = {}) {
  const owner = typeof account === 'number' ? eq(sessions.userId, account) : inArray(sessions.userId, account);
  return db.delete(sessions).where(and(owner, keep === undefined ? undefined : ne(sessions.id, keep), onlyIf));
}

/** The second factor was given in this session: the back office opens for it. */
export async function markSessionVerified(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ twoFactorVerified: true }).where(eq(sessions.id, sessionId));
}
