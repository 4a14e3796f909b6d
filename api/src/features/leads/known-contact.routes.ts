import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { inboxMessages } from './contract/inbox-messages.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { findKnownContact } from './known-contact.ts';
import { permit } from '../../platform/http/permit.ts';

/** /api/admin/leads/:id/known: the lead page's "bereits bekannt" (mounted beside adminLeadRoutes). */
export function adminKnownContactRoutes(db: Database) {
  return new Hono<SignedInEnv>().get('/:id/known', permit('leads.read'), validate('param', idParamSchema), async (c) => {
    const known = await findKnownContact(db, c.req.valid('param').id);
    if (!known) fail(404, inboxMessages.leadNotFound);
    return c.json(known);
  });
}
