import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { searchQuerySchema } from './contract/search.ts';
import { searchRecords } from './search-records.ts';
import { permit } from '../../platform/http/permit.ts';

/** /api/admin/search?q=…: the back office's one search field (behind the admin guard of app.ts), the caller's groups only. */
export function adminSearchRoutes(db: Database) {
  return new Hono<SignedInEnv>().get('/', permit('leads.read'), validate('query', searchQuerySchema), async (c) =>
    c.json(await searchRecords(db, c.req.valid('query').q, c.get('user').role)),
  );
}
