import { isStaffRole, staffHomePaths } from './permissions.ts';
import { sameOriginPath } from '../../../shared/same-origin-path.ts';

// Where accounts land after logging in or saving; free of zod, so the shop island can import it cheaply.

/** A role's own start page: the back office for every staff role, "Mein Konto" for everyone else. */
export function accountHomePath(role: string): string {
  return isStaffRole(role) ? staffHomePaths[role] : '/dashboard';
}

/**
 * Where a login goes next: back to where the visitor came from (our own site only; staff anywhere on it,
 * e.g. back into the shop, others never into the back office), or to the role's home.
 */
export function afterLoginPath(role: string, next: string | null, origin: string): string {
  const path = sameOriginPath(next, origin);
  const inBackOffice = path !== null && /^\/admin(?:[/?#]|$)/.test(path);
  if (path && (isStaffRole(role) || !inBackOffice)) return path;
  return accountHomePath(role);
}

/** The login page that keeps a visitor's way back (`next`), e.g. after registering from the shop. */
export function loginPathWithNext(next: string | null, origin: string): string {
  const path = sameOriginPath(next, origin);
  return path ? `/login?next=${encodeURIComponent(path)}` : '/login';
}
