import { Hono } from 'hono';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { isKnownLoginAddress, rememberLoginAddress } from './known-login-addresses.ts';
import { loginAccountKey, startLoginAttempt } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession } from './session.ts';
import { setSessionCookie } from './session-cookie.ts';
import { pendingSecondFactor } from './two-factor.ts';
import { accountUser, findUserByLogin } from './users.ts';
import type { Database } from '../../platform/db/client.ts';
import { clientAddress, type ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { loginAttackWarningMail } from './mails/account-security-mails.ts';
import { accountMessages, loginSchema, type AccountUser } from './contract/accounts.ts';
import { isStaffRole } from './contract/permissions.ts';
import type { TwoFactorStep } from './contract/two-factor.ts';

export interface PublicAdminRouteDependencies {
  db: Database;
  trustProxy: ProxyHops;
  secureCookies: boolean;
  siteUrl: string;
  wakeMailer: () => void;
}

/** Verifying against this when the account does not exist makes both failures take the same time. */
let decoyHash: Promise<string> | undefined;

/**
 * The /api/admin routes open to everyone: login (every role logs in here)
 * and the password reset of admin accounts.
 */
export function publicAdminRoutes({ db, trustProxy, secureCookies, siteUrl, wakeMailer }: PublicAdminRouteDependencies) {
  /** The account's ceiling was reached: its owner hears of it once per window (ADR 031). */
  async function warnOwner(user: { email: string; username: string }) {
    try {
      await enqueueMail(db, loginAttackWarningMail(user.email, user.username));
      wakeMailer();
    } catch (error) {
      console.error('[auth] Warnung vor Anmeldeversuchen nicht erstellt:', error);
    }
  }

  return new Hono<AppEnv>()
    .post('/login', noStore(), validate('json', loginSchema), async (c) => {
      const { username, password } = c.req.valid('json');
      const user = await findUserByLogin(db, username);
      const address = clientAddress(c, trustProxy);
      const attempt = await startLoginAttempt(db, loginAccountKey(user, username), address, {
        // Looked up for a name without an account too (id 0 is never used), so both cost the same.
        knownAddress: await isKnownLoginAddress(db, user?.id ?? 0, address),
        ...(user ? { onCeilingReached: () => warnOwner(user) } : {}),
      });
      decoyHash ??= hashPassword('kein-konto');
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !valid) fail(401, accountMessages.loginFailed);
      // Said only to whoever knows the password, so it tells a guesser nothing (ADR 031); counted as a failure.
      if (!user.active) fail(403, accountMessages.accountDeactivated);
      // Null when the password changed while it was being checked: the old one opens no session.
      const created = await createSession(db, user);
      if (!created) fail(401, accountMessages.loginFailed);
      await attempt.succeeded();
      await rememberLoginAddress(db, user.id, address);
      setSessionCookie(c, created.token, created.session.expiresAt, secureCookies);
      // The password step stays as it was; a staff session still owing its second factor is told which step follows.
      const twoFactor = isStaffRole(user.role) ? await pendingSecondFactor(db, { verified: false, enabled: user.totpKey !== null }) : null;
      const answer: { token: string; user: AccountUser; twoFactor?: TwoFactorStep } = { token: created.token, user: accountUser(user) };
      if (twoFactor) answer.twoFactor = twoFactor;
      return c.json(answer);
    })
    .route('/', passwordResetRoutes({ db, trustProxy, siteUrl, wakeMailer }, 'admin'));
}
