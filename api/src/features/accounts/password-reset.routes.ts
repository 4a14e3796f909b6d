import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { rateLimit } from '../../platform/http/rate-limit.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { accountMessages, forgotPasswordSchema, resetPasswordSchema, type ResetAudience } from './contract/accounts.ts';
import { resetPassword } from './password-reset.ts';
import { RESET_PER_ADDRESS, sendResetLink } from './reset-link.ts';

export interface PasswordResetRouteDependencies {
  db: Database;
  trustProxy: ProxyHops;
  siteUrl: string;
  wakeMailer: () => void;
}

/** What the page of each kind says after a request for a link, whether or not the account exists. */
const forgotAnswers: Record<ResetAudience, string> = {
  admin: accountMessages.forgotSent,
  customer: accountMessages.customerForgotSent,
};

/**
 * POST …/forgot-password and …/reset-password for one kind of account (ADR 032): under /api/admin for
 * administrators, under /api for customers. The same rules for both; only the link's page and the
 * answer's words differ.
 */
export function passwordResetRoutes({ db, trustProxy, siteUrl, wakeMailer }: PasswordResetRouteDependencies, audience: ResetAudience) {
  return new Hono<AppEnv>()
    .post(
      '/forgot-password',
      noStore(),
      rateLimit(db, RESET_PER_ADDRESS, trustProxy),
      validate('json', forgotPasswordSchema),
      async (c) => {
        const { username } = c.req.valid('json');
        // The same answer whether an account exists or not, and it does not wait for the mail.
        sendResetLink({ db, siteUrl, wakeMailer }, username, audience).catch((error) =>
          console.error('[auth] Reset-Link nicht erstellt:', error),
        );
        return c.json({ success: true, message: forgotAnswers[audience] });
      },
    )
    .post('/reset-password', noStore(), rateLimit(db, RESET_PER_ADDRESS, trustProxy), validate('json', resetPasswordSchema), async (c) => {
      const { token, newPassword } = c.req.valid('json');
      if (!(await resetPassword(db, token, newPassword))) fail(400, accountMessages.resetFailed);
      return c.json({ success: true, message: accountMessages.resetDone });
    });
}
