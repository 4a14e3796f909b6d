import type { MiddlewareHandler } from 'hono';
import type { AppEnv, SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { apiMessages } from '../../shared/messages.ts';

/**
 * The guard reads the context as it is (user or null) and hands on the narrower one: what it checks is
 * what makes SignedInEnv true for the handlers after it.
 */
const narrowing = (guard: MiddlewareHandler<AppEnv>) => guard as unknown as MiddlewareHandler<SignedInEnv>;

/** 401 without a valid session, with the message the caller's screen shows. */
export function requireUser(message: string = apiMessages.sessionRequired): MiddlewareHandler<SignedInEnv> {
  return narrowing(async function userRequired(c, next) {
    if (!c.get('user') || !c.get('sessionId')) fail(401, message);
    await next();
  });
}

/** Every /api/admin/* route but login and the password reset: 401 without a session, 403 for other roles. */
export function requireAdmin(): MiddlewareHandler<SignedInEnv> {
  return narrowing(async function adminRequired(c, next) {
    const user = c.get('user');
    if (!user || !c.get('sessionId')) fail(401, apiMessages.sessionRequired);
    if (user.role !== 'admin') fail(403, apiMessages.adminOnly);
    await next();
  });
}
