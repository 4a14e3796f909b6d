import { Hono } from 'hono';
import { readChangeLog } from './change-log.ts';
import type { Database } from '../../../platform/db/client.ts';
import type { SignedInEnv } from '../../../platform/http/env.ts';
import { validate } from '../../../platform/http/validate.ts';
import { changeLogQuerySchema } from '../contract/catalogue-admin.ts';
import { permit } from '../../../platform/http/permit.ts';

/** GET /api/admin/change-log: the catalogue's "Änderungsprotokoll", filtered and paged like the inbox. */
export function adminChangeLogRoutes(db: Database) {
  return new Hono<SignedInEnv>().get('/', permit('change-log'), validate('query', changeLogQuerySchema), async (c) =>
    c.json(await readChangeLog(db, c.req.valid('query'))),
  );
}
