import { and, eq, exists } from 'drizzle-orm';
import { Hono } from 'hono';
import { failedLoginsLastDay } from './failed-login-count.ts';
import { loginAccountKey } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { endAccountSessions } from './session.ts';
import { twoFactorStatus } from './two-factor.ts';
import { findUserById, takenIdentifiers } from './users.ts';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail, ValidationFailure } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { staffEmailChangedMail } from './mails/email-change-mails.ts';
import { accountMessages, adminProfileSchema, staffNameSchema, weeklyReportChoiceSchema } from './contract/accounts.ts';
import { firstSignInRoute } from './first-sign-in.ts';
import { apiMessages } from '../../shared/messages.ts';
import { permit } from '../../platform/http/permit.ts';

/**
 * GET/PUT /api/admin/profile: the admin's e-mail, name, failed logins and two-factor status, and a new
 * e-mail address or password with the current password; PUT /api/admin/profile/name: the name alone. Staff change their address only here (ADR 045): the
 * address in use is told of the change, so a stolen session cannot move the account's mail unnoticed.
 */
export function adminProfileRoutes(db: Database, wakeMailer: () => void) {
  return (
    new Hono<SignedInEnv>()
      .get('/', permit('backoffice'), async (c) => {
        const user = (await findUserById(db, c.get('user').id))!;
        // Failed logins of the last day, so the owner sees an attack on the account (ADR 031).
        const failedLogins = await failedLoginsLastDay(db, loginAccountKey(user, user.username));
        // Readable before the second factor: the back office learns here which step the session still owes.
        const twoFactor = await twoFactorStatus(db, user.id, c.get('twoFactorVerified'));
        return c.json({
          email: user.email,
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          failedLogins,
          twoFactor,
          weeklyReport: user.weeklyReport,
        });
      })
      // The name a customer reads under the mails; the back office asks for it while it is missing.
      .put('/name', permit('backoffice'), validate('json', staffNameSchema), async (c) => {
        const name = c.req.valid('json');
        await db
          .update(users)
          .set(name)
          .where(eq(users.id, c.get('user').id));
        return c.json({ ...name, message: accountMessages.staffNameSaved });
      })
      .route('/first-sign-in', firstSignInRoute(db, wakeMailer))
      // Only owners get the report: the route needs the owner's permission 'analytics' (ADR 069).
      .put('/weekly-report', permit('analytics'), validate('json', weeklyReportChoiceSchema), async (c) => {
        const { weeklyReport } = c.req.valid('json');
        await db
          .update(users)
          .set({ weeklyReport })
          .where(eq(users.id, c.get('user').id));
        return c.json({ weeklyReport, message: weeklyReport ? accountMessages.weeklyReportOn : accountMessages.weeklyReportOff });
      })
      .put('/', permit('backoffice'), validate('json', adminProfileSchema), async (c) => {
        const change = c.req.valid('json');
        const user = (await findUserById(db, c.get('user').id))!;
        if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
          throw new ValidationFailure(accountMessages.currentPasswordWrong, { currentPassword: [accountMessages.currentPasswordWrong] });
        }
        if ((await takenIdentifiers(db, { email: change.email }, user.id)).email) fail(409, accountMessages.emailTaken);
        const newHash = change.newPassword ? await hashPassword(change.newPassword) : undefined;
        const emailChanged = change.email.toLowerCase() !== user.email.toLowerCase();
        // Written only while the password is still the one just verified: a reset that committed meanwhile
        // (and ended this session) stands, and the old password changes nothing any more.
        const hasPassword = (hash: string) => and(eq(users.id, user.id), eq(users.passwordHash, hash));
        const [updated] = await db.batch([
          db
            .update(users)
            .set({ email: change.email, ...(newHash ? { passwordHash: newHash } : {}) })
            .where(hasPassword(user.passwordHash))
            .returning({ id: users.id }),
          // A new password ends every other session of the account; this one stays.
          ...(newHash
            ? [
                endAccountSessions(db, user.id, {
                  keep: c.get('sessionId'),
                  onlyIf: exists(db.select({ id: users.id }).from(users).where(hasPassword(newHash))),
                }),
              ]
            : []),
          // Only if the change above was written: a reset that committed meanwhile leaves the address as it was.
          ...(emailChanged
            ? [
                enqueueMailWhen(
                  db,
                  staffEmailChangedMail(user.email, user.username, change.email),
                  exists(
                    db
                      .select({ id: users.id })
                      .from(users)
                      .where(and(hasPassword(newHash ?? user.passwordHash), eq(users.email, change.email))),
                  ),
                ),
              ]
            : []),
        ]);
        if (updated.length === 0) fail(401, apiMessages.sessionRequired);
        if (emailChanged) wakeMailer();
        return c.json({ email: change.email, message: accountMessages.adminProfileSaved });
      })
  );
}
