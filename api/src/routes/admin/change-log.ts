import { Hono } from 'hono';
import { readChangeLog } from '../../catalogue/admin/change-log.ts';
import type { Database } from '../../db/client.ts';
import type { SignedInEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { changeLogQuerySchema } from '../../shared/catalogue-admin.ts';

/** GET /api/admin/change-log: the catalogue's "Änderungsprotokoll", filtered and paged like the inbox. */
export function adminChangeLogRoutes(db: Database) {
  return new Hono<SignedInEnv>().get('/', validate('query', changeLogQuerySchema), async (c) =>
    c.json(await readChangeLog(db, c.req.valid('query'))),
  );
}
