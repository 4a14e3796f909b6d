import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Database } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { isStaffRole } from './contract/permissions.ts';
import { validateSessionToken } from './session.ts';
import { pendingSecondFactor } from './two-factor.ts';

export const SESSION_COOKIE = 'session';

/** The token of a request: `Authorization: Bearer …` (the spec's clients) or the HttpOnly session cookie. */
export function sessionToken(authorization: string | undefined, cookie: string | undefined): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? cookie ?? null;
}

/**
 * Puts the caller's user (or null) on the context, with what a staff session still owes of its second
 * factor; routes decide whether they need a user, and the guards refuse a session that owes a step.
 */
export function sessionMiddleware(db: Database): MiddlewareHandler<AppEnv> {
  return async function readSession(c, next) {
    const token = sessionToken(c.req.header('authorization'), getCookie(c, SESSION_COOKIE));
    const { session, user } = token ? await validateSessionToken(db, token) : { session: null, user: null };
    c.set('user', user);
    c.set('sessionId', session?.id ?? null);
    c.set('twoFactorVerified', session?.twoFactorVerified ?? false);
    // Customers never owe one: the second factor is the back office's (ADR 038).
    const owed =
      user && isStaffRole(user.role)
        ? await pendingSecondFactor(db, { verified: session.twoFactorVerified, enabled: user.twoFactorEnabled })
        : null;
    c.set('secondFactorOwed', owed);
    await next();
  };
}
