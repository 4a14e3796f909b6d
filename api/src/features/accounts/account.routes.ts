import { isStaffRole } from './contract/permissions.ts';
import { Hono } from 'hono';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { getCookie } from 'hono/cookie';
import { hashPassword } from './password.ts';
import { invalidateSession, sessionIdFromToken } from './session.ts';
import { deleteSessionCookie } from './session-cookie.ts';
import { requireUser } from './guards.ts';
import { SESSION_COOKIE, sessionMiddleware, sessionToken } from './session-middleware.ts';
import { accountUser, findUserById, findUserByLogin, takenIdentifiers } from './users.ts';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { writeQueueFor } from '../../platform/db/write-queue.ts';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { countKey, rateLimit } from '../../platform/http/rate-limit.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { registrationAttemptMail } from './mails/account-security-mails.ts';
import { addressConfirmationStatements } from './address-confirmation.ts';
import { accountMessages, registrationSchema } from './contract/accounts.ts';

export interface AccountRouteDependencies {
  db: Database;
  trustProxy: ProxyHops;
  secureCookies: boolean;
  siteUrl: string;
  wakeMailer: () => void;
}

const HOUR = 60 * 60 * 1000;
const REGISTRATION_LIMIT = { bucket: 'register', limit: 10, windowMs: HOUR };
/** One notice per account and hour: registering someone's address over and over must not flood their inbox. */
const REGISTRATION_NOTICES = { bucket: 'registration-notice', limit: 1, windowMs: HOUR };

/**
 * Registration, a customer's password reset, logout and the session check: /api/register,
 * /api/forgot-password, /api/reset-password, /api/logout, /api/session.
 */
export function accountRoutes({ db, trustProxy, secureCookies, siteUrl, wakeMailer }: AccountRouteDependencies) {
  /** The address has an account already: its owner hears of the attempt, the visitor does not (ADR 031). */
  async function tellOwner(email: string) {
    const owner = await findUserByLogin(db, email);
    if (!owner) return;
    const [counted] = await writeQueueFor(db.$client).run([countKey(REGISTRATION_NOTICES, String(owner.id)).statement]);
    if (Number(counted!.rows[0]!.count) > 1) return;
    const link = (path: string) => new URL(path, siteUrl).href;
    const resetLink = link(isStaffRole(owner.role) ? '/admin/forgot-password' : '/passwort-vergessen');
    await enqueueMail(db, registrationAttemptMail(owner.email, owner.username, link('/login'), resetLink));
    wakeMailer();
  }

  return (
    new Hono<AppEnv>()
      .post('/register', noStore(), rateLimit(db, REGISTRATION_LIMIT, trustProxy), validate('json', registrationSchema), async (c) => {
        const registration = c.req.valid('json');
        // Hashed before anything is looked up, so a taken address takes as long to answer as a new one.
        const passwordHash = await hashPassword(registration.password);
        const taken = await takenIdentifiers(db, registration);
        // Usernames are chosen, not personal data: a taken one is said, or it could never be changed.
        if (taken.username) fail(409, accountMessages.usernameTaken);
        let emailTaken = taken.email;
        if (!emailTaken) {
          const inserted = await db
            .insert(users)
            .values({
              username: registration.username,
              email: registration.email,
              passwordHash,
              // Whatever role the client sends: registration creates customers.
              role: 'customer',
              firstName: registration.firstName,
              lastName: registration.lastName,
              phone: registration.phone,
            })
            .onConflictDoNothing()
            .returning({ id: users.id });
          if (inserted[0]) {
            // The new account's address gets its confirmation link: until it is opened, the account sees
            // nothing that was sent under this address before (email-confirmed.ts).
            await db.batch([...addressConfirmationStatements(db, siteUrl, { id: inserted[0].id, email: registration.email })]);
            wakeMailer();
          }
          if (inserted.length === 0) {
            // Someone registered the same name or address a moment earlier.
            const takenMeanwhile = await takenIdentifiers(db, registration);
            if (takenMeanwhile.username) fail(409, accountMessages.usernameTaken);
            emailTaken = takenMeanwhile.email;
          }
        }
        // A taken address gets the answer a new one gets, and its owner a mail: nobody learns from this
        // answer whether an address has an account here.
        if (emailTaken) await tellOwner(registration.email);
        return c.json({ message: accountMessages.registered }, 202);
      })
      // A customer's forgotten password (ADR 032); administrators use /api/admin/forgot-password.
      .route('/', passwordResetRoutes({ db, trustProxy, siteUrl, wakeMailer }, 'customer'))
      .post('/logout', noStore(), async (c) => {
        const token = sessionToken(c.req.header('authorization'), getCookie(c, SESSION_COOKIE));
        if (token) await invalidateSession(db, sessionIdFromToken(token));
        deleteSessionCookie(c, secureCookies);
        return c.json({ success: true, message: accountMessages.loggedOut });
      })
      // A session that still owes its second factor learns only which step (ADR 045), not the account's data.
      .get('/session', noStore(), sessionMiddleware(db), requireUser(undefined, { whileOwingSecondFactor: true }), async (c) => {
        const owed = c.get('secondFactorOwed');
        if (owed) return c.json({ user: null, twoFactor: owed });
        const user = await findUserById(db, c.get('user').id);
        return c.json({ user: accountUser(user!), twoFactor: null });
      })
  );
}
