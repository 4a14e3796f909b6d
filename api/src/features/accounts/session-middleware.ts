import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Database } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { validateSessionToken } from './session.ts';

export const SESSION_COOKIE = 'session';

/** The token of a request: `Authorization: Bearer …` (the spec's clients) or the HttpOnly session cookie. */
export function sessionToken(authorization: string | undefined, cookie: string | undefined): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? cookie ?? null;
}

/** Puts the caller's user (or null) on the context; routes decide whether they need one. */
export function sessionMiddleware(db: Database): MiddlewareHandler<AppEnv> {
  return async function readSession(c, next) {
    const token = sessionToken(c.req.header('authorization'), getCookie(c, SESSION_COOKIE));
    const { session, user } = token ? await validateSessionToken(db, token) : { session: null, user: null };
    c.set('user', user);
    c.set('sessionId', session?.id ?? null);
    c.set('twoFactorVerified', session?.twoFactorVerified ?? false);
    await next();
  };
}
