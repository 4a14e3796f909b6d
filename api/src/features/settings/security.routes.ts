import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { readSetting, writeSetting } from './app-settings.ts';
import { securitySetting } from './security-settings.ts';
import { securitySettingsMessages, securitySettingsSchema } from './contract/security-settings.ts';
import { permit } from '../../platform/http/permit.ts';

/** /api/admin/settings/security: whether the owner requires two-factor sign-in of everyone. */
export function adminSecuritySettingsRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', permit('settings'), async (c) => c.json(await readSetting(db, securitySetting)))
    .put('/', permit('settings'), validate('json', securitySettingsSchema), async (c) => {
      const value = c.req.valid('json');
      const user = c.get('user');
      // Requiring it without having it would send the owner straight into the setup: set up your own first.
      if (value.requireTwoFactor) {
        const [own] = await db.select({ key: users.totpKey }).from(users).where(eq(users.id, user.id));
        if (!own?.key) fail(409, securitySettingsMessages.ownSetupFirst);
      }
      await writeSetting(db, securitySetting, value, user.username);
      return c.json(value);
    });
}
