import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseForEachTest } from '../../../testing/fixtures.ts';
import { sessions } from '../../platform/db/schema.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import {
  createSession,
  invalidateSession,
  endAccountSessions,
  SESSION_LIFETIME_MS,
  sessionIdFromToken,
  validateSessionToken,
} from './session.ts';
import { sessionToken } from './session-middleware.ts';

const test = testDatabaseForEachTest();

const DAY = 24 * 60 * 60 * 1000;

describe('sessions', () => {
  it('stores only the SHA-256 of the token', async () => {
    const { user } = await createTestUser(test.db);
    const { token, session } = (await createSession(test.db, user))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.id).toBe(sessionIdFromToken(token));
    expect(session.id).not.toContain(token);
    const stored = await test.db.select().from(sessions);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('finds the user for a valid token and nobody for a wrong one', async () => {
    const { user, token } = await createTestUser(test.db, { role: 'admin' });
    expect((await validateSessionToken(test.db, token)).user).toMatchObject({ id: user.id, role: 'admin' });
    expect(await validateSessionToken(test.db, `${token}x`)).toEqual({ session: null, user: null });
  });

  it('ends after 30 days unused and removes the row', async () => {
    const { user } = await createTestUser(test.db);
    const start = new Date('2026-01-01T00:00:00Z');
    const { token, session } = (await createSession(test.db, user, start))!;
    expect(session.expiresAt.getTime() - start.getTime()).toBe(SESSION_LIFETIME_MS);
    expect(await validateSessionToken(test.db, token, new Date(start.getTime() + 30 * DAY))).toEqual({ session: null, user: null });
    expect(await test.db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it('is renewed when used in its second half, not in its first', async () => {
    const { user } = await createTestUser(test.db);
    const start = new Date('2026-01-01T00:00:00Z');
    const { token, session } = (await createSession(test.db, user, start))!;
    const early = await validateSessionToken(test.db, token, new Date(start.getTime() + 5 * DAY));
    expect(early.session?.expiresAt.getTime()).toBe(session.expiresAt.getTime());
    const later = new Date(start.getTime() + 20 * DAY);
    const renewed = await validateSessionToken(test.db, token, later);
    expect(renewed.session?.expiresAt.getTime()).toBe(later.getTime() + SESSION_LIFETIME_MS);
  });

  it("ends one session, or all of a user's", async () => {
    const { user, token } = await createTestUser(test.db);
    const second = (await createSession(test.db, user))!;
    await invalidateSession(test.db, sessionIdFromToken(token));
    expect((await validateSessionToken(test.db, token)).user).toBeNull();
    expect((await validateSessionToken(test.db, second.token)).user).not.toBeNull();
    await endAccountSessions(test.db, user.id);
    expect((await validateSessionToken(test.db, second.token)).user).toBeNull();
  });
});

describe('session token of a request', () => {
  it('takes the bearer token first, then the cookie', () => {
    expect(sessionToken('Bearer abc', 'def')).toBe('abc');
    expect(sessionToken(undefined, 'def')).toBe('def');
    expect(sessionToken('Basic xyz', undefined)).toBeNull();
    expect(sessionToken(undefined, undefined)).toBeNull();
  });
});
