import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { fail } from '../http/request-errors.ts';
import { apiMessages } from '../shared/messages.ts';

/** Every /api/admin/* route but login and the password reset: 401 without a session, 403 for other roles. */
export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async function adminRequired(c, next) {
    const user = c.get('user');
    if (!user) fail(401, apiMessages.sessionRequired);
    if (user.role !== 'admin') fail(403, apiMessages.adminOnly);
    await next();
  };
}
