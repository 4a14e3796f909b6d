import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users, type UserRole } from '../db/schema.ts';

/**
 * Sessions as Lucia's authors now describe them (DESIGN.md section 6): the client holds a random token,
 * the database only its SHA-256; a session lives 30 days and is renewed when it is used in its second
 * half, so active users stay logged in and idle sessions end.
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const RENEW_WHEN_REMAINING_MS = SESSION_LIFETIME_MS / 2;

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: UserRole;
  firstName: string;
  lastName: string;
}

export interface Session {
  id: string;
  userId: number;
  expiresAt: Date;
}

export type SessionValidation = { session: Session; user: SessionUser } | { session: null; user: null };

export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionIdFromToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Database, userId: number, now = new Date()): Promise<{ token: string; session: Session }> {
  const token = generateSessionToken();
  const session = { id: sessionIdFromToken(token), userId, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) };
  await db.insert(sessions).values(session);
  return { token, session };
}

export async function validateSessionToken(db: Database, token: string, now = new Date()): Promise<SessionValidation> {
  const id = sessionIdFromToken(token);
  const [row] = await db
    .select({
      session: { id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt },
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        firstName: users.firstName,
        lastName: users.lastName,
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

export async function invalidateUserSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
