import { Hono, type Context } from 'hono';
import { addressConfirmationStatements } from './address-confirmation.ts';
import { confirmEmailChange, pendingEmail, pendingEmailStatement } from './email-change.ts';
import { confirmedEmailOf } from './email-confirmed.ts';
import { accountUser, findUserById, takenIdentifiers, type UserRow } from './users.ts';
import type { Database } from '../../platform/db/client.ts';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { countKey, countRequest, enforceLimit } from '../../platform/http/rate-limit.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { emailChangeConfirmationMail, emailChangeNoticeMail } from './mails/email-change-mails.ts';
import { accountMessages, emailConfirmationSchema } from './contract/accounts.ts';
import { isStaffRole } from './contract/permissions.ts';

export interface EmailChangeDependencies {
  db: Database;
  trustProxy: ProxyHops;
  siteUrl: string;
}

const HOUR = 60 * 60 * 1000;

/** Every change mails two addresses, one of them typed by the customer: per account, client and recipient. */
const EMAIL_CHANGE_LIMITS = {
  perAccount: { bucket: 'email-change-account', limit: 5, windowMs: HOUR, message: accountMessages.tooManyEmailChanges },
  perAddress: { bucket: 'email-change-address', limit: 10, windowMs: HOUR, message: accountMessages.tooManyEmailChanges },
  perRecipient: { bucket: 'email-change-recipient', limit: 3, windowMs: HOUR, message: accountMessages.tooManyEmailChanges },
};

/**
 * A changed e-mail address in the customer profile does not replace the account's address: it waits for
 * the link mailed to it, and the address in use hears of it. Returns the statements to commit with the
 * profile.
 */
export function emailChangeRequests({ db, trustProxy, siteUrl }: EmailChangeDependencies) {
  return async function requestEmailChange(c: Context<SignedInEnv>, account: UserRow, newEmail: string) {
    // Staff change theirs in the back-office profile, with the password (ADR 045): the customer profile
    // asks for none, and the account's mail (new leads among it) would follow whoever holds the session.
    if (isStaffRole(account.role)) fail(403, accountMessages.staffEmailInBackOffice);
    if ((await takenIdentifiers(db, { email: newEmail }, account.id)).email) fail(409, accountMessages.emailTaken);
    await enforceLimit(db, countKey(EMAIL_CHANGE_LIMITS.perAccount, `user:${account.id}`));
    await enforceLimit(db, countRequest(c, EMAIL_CHANGE_LIMITS.perAddress, trustProxy));
    await enforceLimit(db, countKey(EMAIL_CHANGE_LIMITS.perRecipient, newEmail.toLowerCase()));
    const { token, statement } = pendingEmailStatement(db, account.id, newEmail);
    const link = new URL(`/customer/email-bestaetigen?token=${encodeURIComponent(token)}`, siteUrl).href;
    return [
      statement,
      enqueueMail(db, emailChangeConfirmationMail(newEmail, link)),
      enqueueMail(db, emailChangeNoticeMail(account.email, newEmail)),
    ] as const;
  };
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * GET /api/customer/email (the address in use and a pending one), POST /api/customer/email/confirm and
 * POST /api/customer/email/confirmation (a link that confirms the address in use, issue 20).
 */
export function emailChangeRoutes({ db, trustProxy, siteUrl, wakeMailer }: EmailChangeDependencies & { wakeMailer: () => void }) {
  return new Hono<SignedInEnv>()
    .get('/', async (c) => {
      const account = (await findUserById(db, c.get('user').id))!;
      const pending = await pendingEmail(db, account.id);
      // A link that confirms the address in use is no change of address.
      return c.json({ pendingEmail: pending && !sameAddress(pending.email, account.email) ? pending.email : null });
    })
    .post('/confirm', validate('json', emailConfirmationSchema), async (c) => {
      const { token } = c.req.valid('json');
      const before = (await findUserById(db, c.get('user').id))!;
      const result = await confirmEmailChange(db, before.id, token);
      if (result.status === 'invalid') fail(400, accountMessages.emailConfirmFailed);
      if (result.status === 'taken') fail(409, accountMessages.emailTaken);
      if (result.status === 'staff') fail(403, accountMessages.staffEmailInBackOffice);
      const message = sameAddress(before.email, result.user.email) ? accountMessages.addressConfirmed : accountMessages.emailConfirmed;
      return c.json({ user: accountUser(result.user), message });
    })
    .post('/confirmation', async (c) => {
      const account = (await findUserById(db, c.get('user').id))!;
      if (await confirmedEmailOf(db, account)) return c.json({ message: accountMessages.addressAlreadyConfirmed });
      await enforceLimit(db, countKey(EMAIL_CHANGE_LIMITS.perAccount, `user:${account.id}`));
      await enforceLimit(db, countRequest(c, EMAIL_CHANGE_LIMITS.perAddress, trustProxy));
      await enforceLimit(db, countKey(EMAIL_CHANGE_LIMITS.perRecipient, account.email.toLowerCase()));
      await db.batch([...addressConfirmationStatements(db, siteUrl, account)]);
      wakeMailer();
      return c.json({ message: accountMessages.addressConfirmationSent(account.email) }, 202);
    });
}
