import { and, eq, exists } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { permit } from '../../platform/http/permit.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { isExampleAddress } from '../settings/contract/placeholder-company.ts';
import { accountMessages, firstSignInSchema } from './contract/accounts.ts';
import { staffEmailChangedMail } from './mails/email-change-mails.ts';
import { findUserById, takenIdentifiers } from './users.ts';

/**
 * PUT /api/admin/profile/first-sign-in: the name and the e-mail address at the first sign-in (issue 47, ADR 080).
 * The first owner is created with ADMIN_EMAIL, admin@example.de unless set, and password resets and the
 * Monday report went there. Taken only while the account has no name yet, so this is no way around the
 * profile's current password later (ADR 045); a real address that is replaced is told, as there.
 */
export function firstSignInRoute(db: Database, wakeMailer: () => void) {
  return new Hono<SignedInEnv>().put('/', permit('backoffice'), validate('json', firstSignInSchema), async (c) => {
    const { firstName, lastName, email } = c.req.valid('json');
    const user = (await findUserById(db, c.get('user').id))!;
    if (user.firstName.trim() !== '') fail(409, accountMessages.firstSignInDone);
    if ((await takenIdentifiers(db, { email }, user.id)).email) fail(409, accountMessages.emailTaken);
    const stillUnnamed = and(eq(users.id, user.id), eq(users.firstName, ''));
    const told = email.toLowerCase() !== user.email.toLowerCase() && !isExampleAddress(user.email);
    const [updated] = await db.batch([
      db.update(users).set({ firstName, lastName, email }).where(stillUnnamed).returning({ id: users.id }),
      ...(told
        ? [
            enqueueMailWhen(
              db,
              staffEmailChangedMail(user.email, user.username, email),
              exists(
                db
                  .select({ id: users.id })
                  .from(users)
                  .where(and(eq(users.id, user.id), eq(users.email, email))),
              ),
            ),
          ]
        : []),
    ]);
    if (updated.length === 0) fail(409, accountMessages.firstSignInDone);
    if (told) wakeMailer();
    return c.json({ firstName, lastName, email, message: accountMessages.firstSignInSaved });
  });
}
