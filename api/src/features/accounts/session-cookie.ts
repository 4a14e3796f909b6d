import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE } from './session-middleware.ts';

/**
 * The session as an HttpOnly, SameSite=Lax cookie beside the token in the login answer (ADR
 * 011); Secure whenever the site is served over HTTPS, as it is in production.
 */
export function setSessionCookie(c: Context, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure, path: '/', expires: expiresAt });
}

export function deleteSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure });
}
