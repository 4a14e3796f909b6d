import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { SignedInEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { erasePersonalData } from '../../leads/erasure.ts';
import { personalData } from '../../leads/personal-data.ts';
import { berlinDay } from '../../shared/format.ts';
import { privacyQuerySchema } from '../../shared/leads-admin.ts';
import { adminName } from './admin-name.ts';

/**
 * /api/admin/privacy?email=…: a person's access request (Art. 15 DSGVO) as a JSON download, and their
 * erasure request (Art. 17), answered with what was deleted per kind.
 */
export function adminPrivacyRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', validate('query', privacyQuerySchema), async (c) => {
      const { email } = c.req.valid('query');
      c.header('Content-Disposition', `attachment; filename="auskunft-${berlinDay(new Date())}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(await personalData(db, email));
    })
    .delete('/', validate('query', privacyQuerySchema), async (c) => {
      const { email } = c.req.valid('query');
      return c.json(await erasePersonalData(db, email, adminName(c)));
    });
}
