import { Hono, type Context } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { newTotpSetup } from './totp.ts';
import { disableTwoFactor, enableTwoFactor, renewRecoveryCodes, verifySignIn, type CodeCaller } from './two-factor.ts';
import { twoFactorCodeSchema, twoFactorDisableSchema, twoFactorEnableSchema, twoFactorLoginSchema } from './contract/two-factor.ts';
import { permit } from '../../platform/http/permit.ts';

/**
 * Two-factor sign-in under /api/admin (ADR 038): the code step after the password, and the own
 * profile's setup, new recovery codes and turning it off. Behind the admin guard like every back-office
 * route; the code step and the setup are among the few a session may reach before its second factor.
 * Declared in this order on purpose: the authorization matrix calls them as the app lists them.
 */
export function adminTwoFactorRoutes(db: Database, wakeMailer: () => void) {
  const callerOf = (c: Context<SignedInEnv>): CodeCaller => ({ account: c.get('user'), sessionId: c.get('sessionId'), wakeMailer });
  return new Hono<SignedInEnv>()
    .post('/profile/two-factor/setup', permit('backoffice'), (c) => c.json(newTotpSetup(c.get('user').username)))
    .post('/profile/two-factor', permit('backoffice'), validate('json', twoFactorEnableSchema), async (c) =>
      c.json(await enableTwoFactor(db, c.get('user').id, c.get('sessionId'), c.req.valid('json')), 201),
    )
    .post('/login/two-factor', permit('backoffice'), validate('json', twoFactorLoginSchema), async (c) => {
      await verifySignIn(db, callerOf(c), c.req.valid('json'));
      return c.json({ verified: true as const });
    })
    .post('/profile/two-factor/recovery-codes', permit('backoffice'), validate('json', twoFactorCodeSchema), async (c) =>
      c.json(await renewRecoveryCodes(db, callerOf(c), c.req.valid('json').code)),
    )
    .delete('/profile/two-factor', permit('backoffice'), validate('json', twoFactorDisableSchema), async (c) => {
      await disableTwoFactor(db, callerOf(c), c.req.valid('json'));
      return c.json({ enabled: false as const });
    });
}
