import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { declaredPermission, routeKey } from '../../platform/http/permit.ts';
import { isStaffRole } from './contract/permissions.ts';
import type { AppEnv, SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { apiMessages } from '../../shared/messages.ts';
import { twoFactorMessages } from './contract/two-factor-messages.ts';
import type { TwoFactorStep } from './contract/two-factor.ts';

/**
 * The guard reads the context as it is (user or null) and hands on the narrower one: what it checks is
 * what makes SignedInEnv true for the handlers after it.
 */
const narrowing = (guard: MiddlewareHandler<AppEnv>) => guard as unknown as MiddlewareHandler<SignedInEnv>;

/** 403 with what to do while the session owes its second factor (ADR 038, 045). */
function refuseOwedStep(owed: TwoFactorStep | null): void {
  if (owed === 'code') fail(403, twoFactorMessages.codeStepNeeded);
  if (owed === 'setup') fail(403, twoFactorMessages.setupNeeded);
}

/**
 * 401 without a valid session, with the message the caller's screen shows; 403 for a session that still
 * owes its second factor (ADR 045): the password alone opens no customer route, no shop save, nothing of
 * the account. Only /api/session reads such a session (`whileOwingSecondFactor`), to tell the step.
 */
export function requireUser(
  message: string = apiMessages.sessionRequired,
  { whileOwingSecondFactor = false }: { whileOwingSecondFactor?: boolean } = {},
): MiddlewareHandler<SignedInEnv> {
  return narrowing(async function userRequired(c, next) {
    if (!c.get('user') || !c.get('sessionId')) fail(401, message);
    if (!whileOwingSecondFactor) refuseOwedStep(c.get('secondFactorOwed'));
    await next();
  });
}

/** Every /api/admin/* route but login and the password reset: 401 without a session, 403 for customers. */
export function requireStaff(): MiddlewareHandler<SignedInEnv> {
  return narrowing(async function staffRequired(c, next) {
    const user = c.get('user');
    if (!user || !c.get('sessionId')) fail(401, apiMessages.sessionRequired);
    if (!isStaffRole(user.role)) fail(403, apiMessages.staffOnly);
    await next();
  });
}

/**
 * The routes under /api/admin a staff session reaches before its second factor: the code step and the
 * setup. The profile read is not among them (ADR 045): /api/session tells the step without the account's data.
 */
const OPEN_BEFORE_SECOND_FACTOR = new Set([
  'POST /api/admin/login/two-factor',
  'POST /api/admin/profile/two-factor/setup',
  'POST /api/admin/profile/two-factor',
]);

/** The route that answers is the last concrete one matched: middleware and the catch-all are method ALL. */
const answeringRoute = (c: Parameters<typeof matchedRoutes>[0]) => matchedRoutes(c).findLast((candidate) => candidate.method !== 'ALL');

/**
 * Behind requireStaff: a session that still owes its second factor (the account has a key, or the owner
 * requires one and it has none; session-middleware.ts) gets 403 with what to do, on every route but those
 * above; logout is /api/logout, outside. A session verified once stays so. Accounts without a key while
 * nothing is required pass as before, so no session ends with the deploy (ADR 038).
 */
export function requireSecondFactor(): MiddlewareHandler<SignedInEnv> {
  return async function secondFactorRequired(c, next) {
    const owed = c.get('secondFactorOwed');
    if (owed) {
      const route = answeringRoute(c);
      if (!route || !OPEN_BEFORE_SECOND_FACTOR.has(routeKey(route.method, route.path))) refuseOwedStep(owed);
    }
    await next();
  };
}

/**
 * Behind requireStaff: the route that answers must declare its permission on itself (permit(), which
 * checks the role when it runs). A route without a declaration is refused to everyone (fail closed). A
 * request no route answers goes on, to the 404 or 405 of the app.
 */
export function requirePermission(): MiddlewareHandler<SignedInEnv> {
  return async function permissionDeclared(c, next) {
    const route = answeringRoute(c);
    const declared = (candidate: ReturnType<typeof answeringRoute>) =>
      candidate?.method === route?.method && candidate?.path === route?.path && declaredPermission(candidate?.handler) !== undefined;
    if (route && !matchedRoutes(c).some(declared)) fail(403, apiMessages.routeWithoutPermission);
    await next();
  };
}
