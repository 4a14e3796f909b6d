import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { hashPassword } from '../auth/password.ts';
import { invalidateSession, sessionIdFromToken } from '../auth/session.ts';
import { deleteSessionCookie } from '../auth/session-cookie.ts';
import { requireUser } from '../auth/guards.ts';
import { SESSION_COOKIE, sessionMiddleware, sessionToken } from '../auth/session-middleware.ts';
import { accountUser, findUserById, takenIdentifiers } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { ProxyHops } from '../http/client-address.ts';
import type { AppEnv } from '../http/env.ts';
import { noStore } from '../http/no-store.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { fail } from '../http/request-errors.ts';
import { validate } from '../http/validate.ts';
import { accountMessages, registrationSchema } from '../shared/accounts.ts';

export interface AccountRouteDependencies {
  db: Database;
  trustProxy: ProxyHops;
  secureCookies: boolean;
}

const REGISTRATION_LIMIT = { bucket: 'register', limit: 10, windowMs: 60 * 60 * 1000 };

/** Registration, logout and the session check: /api/register, /api/logout, /api/session. */
export function accountRoutes({ db, trustProxy, secureCookies }: AccountRouteDependencies) {
  return new Hono<AppEnv>()
    .post('/register', noStore(), rateLimit(db, REGISTRATION_LIMIT, trustProxy), validate('json', registrationSchema), async (c) => {
      const registration = c.req.valid('json');
      const taken = await takenIdentifiers(db, registration);
      if (taken.username) fail(409, accountMessages.usernameTaken);
      if (taken.email) fail(409, accountMessages.emailTaken);
      const inserted = await db
        .insert(users)
        .values({
          username: registration.username,
          email: registration.email,
          passwordHash: await hashPassword(registration.password),
          // Whatever role the client sends: registration creates customers (DESIGN.md section 6).
          role: 'customer',
          firstName: registration.firstName,
          lastName: registration.lastName,
          phone: registration.phone,
        })
        .onConflictDoNothing()
        .returning();
      // Someone registered the same name a moment earlier.
      if (inserted.length === 0) fail(409, accountMessages.usernameTaken);
      return c.json({ user: accountUser(inserted[0]!), message: accountMessages.registered }, 201);
    })
    .post('/logout', noStore(), async (c) => {
      const token = sessionToken(c.req.header('authorization'), getCookie(c, SESSION_COOKIE));
      if (token) await invalidateSession(db, sessionIdFromToken(token));
      deleteSessionCookie(c, secureCookies);
      return c.json({ success: true, message: accountMessages.loggedOut });
    })
    .get('/session', noStore(), sessionMiddleware(db), requireUser(), async (c) => {
      const user = await findUserById(db, c.get('user').id);
      return c.json({ user: accountUser(user!) });
    });
}
