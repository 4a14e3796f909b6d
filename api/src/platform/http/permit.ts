import type { MiddlewareHandler } from 'hono';
import { roleMay, type Permission } from '../../shared/staff-access.ts';
import type { SignedInEnv } from './env.ts';
import { fail } from './request-errors.ts';
import { apiMessages } from '../../shared/messages.ts';

/** The guards permit() made, with the permission each one checks: how the app's routes tell what they need. */
const declaredPermissions = new WeakMap<object, Permission>();

/**
 * What a back-office route needs, declared where the route is defined:
 * `.get('/', permit('catalogue'), handler)`. 403 when the role lacks it. A route under /api/admin
 * without one is refused to everyone (requirePermission, fail closed), and the authorization matrix
 * fails for it.
 */
export function permit(permission: Permission): MiddlewareHandler<SignedInEnv> {
  const guard: MiddlewareHandler<SignedInEnv> = async function permitted(c, next) {
    if (!roleMay(c.get('user').role, permission)) fail(403, apiMessages.permissionMissing);
    await next();
  };
  declaredPermissions.set(guard, permission);
  return guard;
}

/** The permission a route's handler declares, if it is a guard of permit(). */
export const declaredPermission = (handler: unknown): Permission | undefined =>
  typeof handler === 'function' ? declaredPermissions.get(handler) : undefined;

/** The key of a registered route: its method and path, regex parts of parameters left out. */
export function routeKey(method: string, path: string): string {
  return `${method} ${path.replace(/\{[^}]+\}/g, '')}`;
}

interface RegisteredRoute {
  method: string;
  path: string;
  handler: unknown;
}

/**
 * Every concrete route of an app with the permission it declares (undefined: none). A route declares
 * at most one, on itself: a permit() on a sub-app or a second one on a route would also bind the
 * neighbours that share its path, so both are refused here.
 */
export function routePermissions(routes: readonly RegisteredRoute[]): Map<string, Permission | undefined> {
  const table = new Map<string, Permission | undefined>();
  for (const route of routes) {
    const permission = declaredPermission(route.handler);
    if (route.method === 'ALL') {
      if (permission)
        throw new Error(`permit('${permission}') gilt für ${route.path} als Ganzes; nur einzelne Routen erklären ihre Berechtigung`);
      continue;
    }
    const key = routeKey(route.method, route.path);
    const declared = table.get(key);
    if (permission && declared && declared !== permission) throw new Error(`${key} erklärt zwei Berechtigungen`);
    table.set(key, declared ?? permission);
  }
  return table;
}
